/* global document */
// The public site's one script (served same-origin, so the CSP keeps script-src 'self'). It prices nothing:
// the page carries the server's price for every party; the script looks the party up, asks the day's places
// and posts the forms as JSON, showing the server's field messages under the fields.
(function () {
  'use strict';

  var fill = function (text, n) {
    return text.replace('{n}', String(n));
  };

  // The places a day has left in the page's words ("that day": the day is the one in the date input beside it).
  var placesText = function (words, left) {
    return left === 0 ? words.noPlaces : left === 1 ? words.placeLeft : fill(words.placesLeft, left);
  };

  // A booking is stored in the page's language, so the guest's emails and booking page speak it.
  var guestLanguage = function () {
    var lang = document.documentElement.lang;
    return lang === 'es' || lang === 'fr' ? lang : 'en';
  };

  // The server answers in Spanish; an English page carries [spanish, english] pairs whose %{name} stand for values.
  function translator(pairs) {
    var rules = pairs.map(function (pair) {
      var names = [];
      var source = pair[0].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/%\{(\w+)\}/g, function (_, name) {
        names.push(name);
        return '(.+?)';
      });
      return { pattern: new RegExp('^' + source + '$'), names: names, english: pair[1] };
    });
    return function (text) {
      for (var i = 0; i < rules.length; i += 1) {
        var match = rules[i].pattern.exec(text);
        if (match) {
          var rule = rules[i];
          return rule.english.replace(/%\{(\w+)\}/g, function (whole, name) {
            var at = rule.names.indexOf(name);
            return at < 0 ? whole : match[at + 1];
          });
        }
      }
      return text;
    };
  }

  function showErrors(form, fields, message) {
    var translate = translator(JSON.parse(form.getAttribute('data-words')).serverWords);
    form.querySelectorAll('[data-error-for]').forEach(function (line) {
      var name = line.getAttribute('data-error-for');
      var text = translate((fields && fields[name]) || '');
      line.textContent = text;
      var input = form.querySelector('[name="' + name + '"]');
      if (input) input.setAttribute('aria-invalid', text ? 'true' : 'false');
    });
    form.querySelector('[data-form-error]').textContent = translate(message || '');
  }

  function post(form, url, payload, words, done) {
    var button = form.querySelector('button[type=submit]');
    var label = button.textContent;
    button.disabled = true;
    button.textContent = words.sending;
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })
      .then(function (response) {
        return response.json().then(function (body) {
          if (response.ok) return done(body);
          var fields = body.fields || {};
          // A day without room for the party is told beside the party's size, in the page's words: the server's
          // Spanish names the day as 04/12, beside a date input that writes it the visitor's own way.
          if (body.code === 'over_capacity' && !fields.personas)
            fields = Object.assign({ personas: words.placesLeft ? placesText(words, body.left) : body.error }, fields);
          // A promo code that does not apply: its reason in the page's language, under the code.
          var promo = form.querySelector('[data-promo]');
          if (body.code === 'promo_refused' && promo) {
            var reasons = JSON.parse(promo.getAttribute('data-promo'));
            fields = Object.assign({}, fields, { promo_code: reasons[body.reason] || fields.promo_code });
          }
          showErrors(form, fields, Object.keys(fields).length ? words.failed : body.error);
        });
      })
      .catch(function () {
        showErrors(form, {}, words.networkError);
      })
      .finally(function () {
        button.disabled = false;
        button.textContent = label;
      });
  }

  function replaceWith(form, title, text, reference) {
    var box = document.createElement('div');
    box.className = 'done';
    box.setAttribute('role', 'status');
    var heading = document.createElement('h2');
    heading.textContent = title;
    var line = document.createElement('p');
    line.textContent = text + ' ';
    box.appendChild(heading);
    box.appendChild(line);
    if (reference) {
      var ref = document.createElement('span');
      ref.className = 'ref';
      ref.setAttribute('data-reference', '');
      ref.textContent = reference;
      line.appendChild(ref);
    }
    form.replaceWith(box);
    box.scrollIntoView({ block: 'center' });
  }

  function valueOf(form, name) {
    var input = form.elements.namedItem(name);
    return input ? input.value.trim() : '';
  }

  function bookingForm(form) {
    var words = JSON.parse(form.getAttribute('data-words'));
    var prices = JSON.parse(form.getAttribute('data-quotes'));
    var tourId = Number(form.getAttribute('data-tour'));
    var total = form.querySelector('[data-total]');
    var people = form.querySelector('[data-people]');
    var places = form.querySelector('[data-places]');
    var party = function () {
      return { adults: Number(valueOf(form, 'adults')) || 0, children: Number(valueOf(form, 'children')) || 0 };
    };

    function quote() {
      var p = party();
      var row = prices[p.adults - 1];
      var price = row && row[p.children];
      total.textContent = price || '—';
      people.textContent = '(' + (p.adults + p.children) + ' ' + words.people + ')';
    }

    function askPlaces() {
      var date = valueOf(form, 'fecha');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
        places.textContent = '';
        return;
      }
      var time = valueOf(form, 'departure_time');
      fetch('/api/tours/' + tourId + '/availability?date=' + date + (time ? '&time=' + encodeURIComponent(time) : ''))
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .then(function (answer) {
          if (!answer || answer.left === null) places.textContent = '';
          else places.textContent = placesText(words, answer.left);
        })
        .catch(function () {
          places.textContent = '';
        });
    }

    // A cruise visitor picks their ship from the day's calls; "other" (always last) asks for its name.
    var ships = form.elements.namedItem('ship_call_id');
    var otherShip = form.querySelector('[data-other-ship]');
    function showOtherShip() {
      if (ships && otherShip) otherShip.hidden = ships.value !== 'other';
    }
    function askShips() {
      var date = valueOf(form, 'fecha');
      if (!ships || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
      fetch('/api/ship-calls/of-day?date=' + date)
        .then(function (response) {
          return response.ok ? response.json() : [];
        })
        .then(function (calls) {
          var chosen = ships.value;
          var other = ships.options[ships.options.length - 1];
          while (ships.options.length > 2) ships.remove(1);
          calls.forEach(function (call) {
            var text = call.ship + ' · ' + words.allAboardAt.replace('%{time}', call.all_aboard_time);
            var option = document.createElement('option');
            option.value = String(call.id);
            option.textContent = text;
            ships.add(option, other);
          });
          ships.value = chosen;
          if (ships.value !== chosen) ships.value = '';
          showOtherShip();
        })
        .catch(function () {
          showOtherShip();
        });
    }

    form.addEventListener('input', function (event) {
      if (event.target.name === 'adults' || event.target.name === 'children') quote();
    });
    form.addEventListener('change', function (event) {
      if (event.target.name === 'fecha' || event.target.name === 'departure_time') askPlaces();
      if (event.target.name === 'fecha') askShips();
      if (event.target.name === 'ship_call_id') showOtherShip();
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var p = party();
      var pickup = valueOf(form, 'pickup_place');
      var hotel = valueOf(form, 'hotel');
      var notes = [];
      if (hotel) notes.push(words.hotelLabel + ': ' + hotel);
      var ship = valueOf(form, 'ship_call_id');
      var shipName = ship === 'other' ? valueOf(form, 'ship_name') : '';
      if (shipName) notes.push(words.shipLabel + ': ' + shipName);
      post(
        form,
        '/api/reservations',
        {
          ship_call_id: /^\d+$/.test(ship) ? Number(ship) : null,
          pickup_kind: ship ? 'cruise_port' : '',
          tour_id: tourId,
          fecha: valueOf(form, 'fecha'),
          adults: p.adults,
          children: p.children,
          nombre: valueOf(form, 'nombre'),
          email: valueOf(form, 'email'),
          telefono: valueOf(form, 'telefono'),
          notas: notes.join('. '),
          pickup_place: pickup,
          departure_time: valueOf(form, 'departure_time'),
          promo_code: valueOf(form, 'promo_code'),
          language: guestLanguage(),
        },
        words,
        function (booking) {
          replaceWith(form, words.bookedTitle, words.bookedText, 'EP-' + String(booking.id).padStart(6, '0'));
        },
      );
    });
    // What was typed or chosen before this script ran (a quick visitor, or the browser restoring the form on Back)
    // raised no event here: the quote and the day's places follow the fields as they are now.
    quote();
    askPlaces();
    askShips();
    form.querySelector('button[type=submit]').disabled = false;
  }

  function contactForm(form) {
    var words = JSON.parse(form.getAttribute('data-words'));
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var payload = {};
      ['nombre', 'email', 'telefono', 'asunto', 'mensaje'].forEach(function (name) {
        payload[name] = valueOf(form, name);
      });
      post(form, '/api/contact', payload, words, function () {
        replaceWith(form, words.contactSent, '', '');
      });
    });
    form.querySelector('button[type=submit]').disabled = false;
  }

  // Airport transfers: the quote is the server's price of the zone picked (the end that is not the airport).
  function transferForm(form) {
    var words = JSON.parse(form.getAttribute('data-words'));
    var zones = JSON.parse(form.getAttribute('data-zones'));
    var total = form.querySelector('[data-total]');
    function zone() {
      var from = Number(valueOf(form, 'from_zone'));
      var to = Number(valueOf(form, 'to_zone'));
      if (from === to) return null;
      var id = to !== 0 ? to : from;
      return (
        zones.filter(function (item) {
          return item.id === id;
        })[0] || null
      );
    }
    function quote() {
      var picked = zone();
      total.textContent = picked ? picked.price : words.chooseZone;
    }
    form.addEventListener('change', quote);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (!zone()) {
        showErrors(form, { to_zone: words.chooseZone }, words.failed);
        return;
      }
      var payload = {};
      [
        'from_zone',
        'to_zone',
        'fecha',
        'passengers',
        'luggage',
        'flight_number',
        'arrival_time',
        'nombre',
        'email',
        'telefono',
      ].forEach(function (name) {
        payload[name] = valueOf(form, name);
      });
      payload.language = guestLanguage();
      post(form, '/api/transfer-bookings', payload, words, function (booking) {
        replaceWith(form, words.bookedTitle, words.bookedText, 'EP-' + String(booking.id).padStart(6, '0'));
      });
    });
    quote();
    form.querySelector('button[type=submit]').disabled = false;
  }

  // A date field's first day comes as data-min and is set here: a min attribute in the HTML has Chromium build the
  // field's localized parts (ICU's date formats) while parsing, the page's longest task before its first paint;
  // without it they are built with the first layout. The forms only send once this script has run.
  document.querySelectorAll('input[data-min]').forEach(function (input) {
    input.min = input.getAttribute('data-min');
  });
  document.querySelectorAll('form[data-transfer]').forEach(transferForm);
  document.querySelectorAll('form[data-booking]').forEach(bookingForm);
  document.querySelectorAll('form[data-contact]').forEach(contactForm);
})();
