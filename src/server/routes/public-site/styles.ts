/**
 * The public pages' own small stylesheet: one column on a phone, a grid from tablet width up. The owner's tables
 * (a post's, a page's) are drawn with their cells' borders, and scroll sideways on a phone rather than widen it.
 */
export const SITE_CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2733;\
background:#f6f8fa}
a{color:#0b6e99}img{max-width:100%;height:auto;display:block}
header.site{background:#0b4f6c;color:#fff;padding:.6rem 1rem}header.site a{color:#fff}
.bar{display:flex;flex-wrap:wrap;gap:.4rem 1rem;align-items:center;justify-content:space-between;max-width:1100px;\
margin:0 auto}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none}.phones{display:flex;gap:.8rem;flex-wrap:wrap;\
font-size:.95rem}
.langs{display:flex;gap:.5rem}.langs a[aria-current]{font-weight:700;text-decoration:none}
nav.menu{background:#0d6186}nav.menu ul{display:flex;flex-wrap:wrap;gap:.2rem 1rem;list-style:none;margin:0 auto;\
padding:.4rem 1rem;max-width:1100px}
nav.menu a{color:#fff;text-decoration:none}nav.menu li,.card,main{min-width:0;overflow-wrap:anywhere}
main{max-width:1100px;margin:0 auto;padding:1rem}h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}
.cards{display:grid;gap:1rem;grid-template-columns:1fr;list-style:none;padding:0}
@media(min-width:700px){.cards{grid-template-columns:repeat(2,1fr)}}\
@media(min-width:1000px){.cards{grid-template-columns:repeat(3,1fr)}}
.card{background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 1px 3px #0002;display:flex;flex-direction:column}
.card img{width:100%;aspect-ratio:4/3;object-fit:cover;background:#dde3e8}.card .body{padding:.8rem;flex:1}.card \
h2{font-size:1.15rem;margin:0 0 .4rem}
.facts{display:flex;flex-wrap:wrap;gap:.3rem 1rem;font-size:.95rem;color:#3d4b59}.price{font-weight:700;color:#0b4f6c}
.badge{display:inline-block;background:#f2b705;color:#1d2733;border-radius:4px;padding:0 .4rem;font-size:.8rem;\
font-weight:700}
.hero{width:100%;max-height:360px;object-fit:cover;border-radius:8px}
.tour{display:grid;gap:1rem}@media(min-width:900px){.tour{grid-template-columns:3fr 2fr;align-items:start}}
section{background:#fff;border-radius:8px;padding:1rem;margin-bottom:1rem}section h2{font-size:1.2rem;margin-top:0}
form label{display:block;font-weight:600;margin:.6rem 0 .2rem}form input,form select,form textarea{width:100%;\
font:inherit;padding:.55rem;border:1px solid #9aa7b4;border-radius:6px;background:#fff}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.6rem}.hint{font-size:.9rem;color:#3d4b59}
.error{color:#b00020;font-size:.9rem;min-height:0;margin:.2rem 0 0}[aria-invalid=true]{border-color:#b00020}
.quote{background:#eef6fa;border-radius:6px;padding:.6rem;margin:.8rem 0}.quote strong{font-size:1.3rem}
button{font:inherit;font-weight:700;background:#0b6e99;color:#fff;border:0;border-radius:6px;padding:.75rem 1.2rem;\
width:100%;margin-top:.8rem;cursor:pointer}
button:disabled{opacity:.6}.done{background:#e7f6ec;border-radius:8px;padding:1rem}.ref{font-size:1.4rem;\
font-weight:700}
.faq dt{font-weight:700;margin-top:1rem}.faq dd{margin:.3rem 0 0}
footer.site{background:#1d2733;color:#dfe6ec;padding:1.5rem 1rem;margin-top:2rem}footer.site a{color:#9fd3ef}
footer .cols{display:grid;gap:1rem;grid-template-columns:1fr;max-width:1100px;margin:0 auto}\
@media(min-width:700px){footer .cols{grid-template-columns:repeat(3,1fr)}}
.button{display:inline-block;background:#0b6e99;color:#fff;border-radius:6px;padding:.6rem 1rem;font-weight:700;\
text-decoration:none;margin:.2rem .4rem .2rem 0}.button.alt{background:#fff;color:#0b4f6c;border:2px solid #0b6e99}
.hero-block{background:#0b4f6c;color:#fff}.hero-block h1{font-size:1.9rem}.points{padding-left:1.2rem}\
.ships{padding-left:1.2rem}
.gallery{display:grid;grid-template-columns:repeat(3,1fr);gap:.3rem;list-style:none;padding:0}.tags{display:flex;\
flex-wrap:wrap;gap:.3rem 1rem;list-style:none;padding:0}
.pager{display:flex;justify-content:space-between;gap:1rem;margin:1rem 0}table.zones{border-collapse:collapse;\
width:100%}table.zones th,table.zones td{text-align:left;padding:.4rem;border-bottom:1px solid #dde3e8}
section table:not(.zones){border-collapse:collapse;display:block;max-width:100%;overflow-x:auto;margin:.8rem 0}section \
table:not(.zones) th,section table:not(.zones) td{border:1px solid #9aa7b4;padding:.4rem .6rem;text-align:left;\
vertical-align:top}section table:not(.zones) th{background:#eef2f5}section table:not(.zones) p{margin:0}
footer ul{list-style:none;padding:0;margin:0}footer h2{font-size:1rem}.copy{text-align:center;font-size:.85rem;\
margin-top:1rem}
`;
