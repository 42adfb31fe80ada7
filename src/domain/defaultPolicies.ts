import type { PolicyType } from './policies';
import { BUSINESS_NAME } from './business';

/**
 * POL-06: the policies 'Initialize Policies' creates, written for this business: private transfers and tours
 * in Puerto Plata, paid in USD, many guests arriving by cruise ship or at POP airport.
 */
export const DEFAULT_POLICIES: ReadonlyArray<{ policy_type: PolicyType; title: string; content: string }> = [
  {
    policy_type: 'privacy',
    title: 'Privacy Policy',
    content: `# Privacy Policy

${BUSINESS_NAME} collects only what we need to pick you up and run your tour.

## What we collect
- **Booking details:** name, email, phone or WhatsApp number, number of passengers, pickup place and time.
- **Travel details:** flight number, cruise ship name and docking time, hotel name, so your driver can wait for you.
- **Messages** you send us through the contact form, email or WhatsApp.

We do not store card numbers: online payments are handled by the payment provider.

## How we use it
To confirm and run your transfer or tour, to contact you about delays or changes, and to answer your questions. We \
share your name, phone and pickup details only with the driver and guide assigned to your booking.

## How long we keep it
Booking records are kept for 2 years for accounting, as Dominican tax law requires; messages for 12 months. After that \
they are deleted.

## Your rights
Write to info@epcontrol.do to see, correct or delete your data. We answer within 15 days.`,
  },
  {
    policy_type: 'terms',
    title: 'Terms of Service',
    content: `# Terms of Service

These terms apply to every transfer, tour and excursion booked with ${BUSINESS_NAME}.

## Bookings and prices
- Prices are in US dollars (USD) per vehicle or per person, as shown when you book. The base price of a tour covers 1 \
to 4 people; each extra person pays the extra price shown.
- A booking is confirmed when you receive our confirmation by email or WhatsApp.
- You may pay in USD or Dominican pesos at the day's rate.

## Pickups
- Airport pickups (POP, STI, SDQ): your driver waits at arrivals with a sign and follows your flight; waiting time for \
delayed flights is free.
- Cruise passengers (Amber Cove, Taino Bay): we meet you at the pier exit and guarantee your return **at least 1 hour \
before all aboard**.
- Hotel pickups: be in the lobby at the agreed time; the driver waits up to 15 minutes.

## On tour
Follow your guide's safety instructions at waterfalls, beaches and on the water. Children under 18 travel with an \
adult. We may change a route for weather or safety; if a tour cannot run, you choose another date or a full refund.

## Liability
Our vehicles are licensed by the Ministry of Tourism and insured for passengers. We are not liable for personal \
belongings left in vehicles or for delays caused by third parties (airlines, cruise lines, road closures).`,
  },
  {
    policy_type: 'cancellation',
    title: 'Cancellation Policy',
    content: `# Cancellation Policy

## Free cancellation
- **Transfers:** cancel up to 24 hours before pickup for a full refund.
- **Tours and excursions:** cancel up to 48 hours before the start for a full refund.

## Late cancellations
- Tours cancelled between 48 and 24 hours before the start: 50% refund.
- Less than 24 hours before, or not showing up at the pickup: no refund.

## When we cancel
If we cancel for weather, safety or a cruise ship that does not dock, you get a **full refund** or a free change of \
date, as you prefer.

## Flight and ship changes
Tell us about a new flight or docking time as soon as you know; we move your pickup at no cost.

## Refunds
Refunds go back to the original payment method within 7 working days. Cash payments are refunded in cash or by bank \
transfer.

To cancel, write to reservas@epcontrol.do or WhatsApp +1 809 555 0123 with your booking name and date.`,
  },
];
