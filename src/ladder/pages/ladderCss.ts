/** The ladder's stylesheet, served from the site (no inline style, so the CSP allows none). */
export const LADDER_CSS = `
:root { color-scheme: light; --ink: #1b1b1b; --muted: #555; --line: #d0d0d0; --accent: #0b5cad; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 system-ui, sans-serif; color: var(--ink); background: #fff; }
header.top { background: #f3f5f8; border-bottom: 1px solid var(--line); padding: 0.5rem 1rem; }
header.top nav { display: flex; gap: 1rem; flex-wrap: wrap; align-items: center; }
header.top .home { font-weight: bold; }
header.top .me { margin-left: auto; display: flex; gap: 0.75rem; align-items: center; }
main, section.match { padding: 0 1rem 2rem; max-width: 72rem; margin: 0 auto; }
a { color: var(--accent); }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; min-width: 50%; }
caption { text-align: left; color: var(--muted); padding: 0.25rem 0; }
th, td { border-bottom: 1px solid var(--line); padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.muted { color: var(--muted); }
pre.reason { white-space: pre-wrap; margin: 0.25rem 0; max-width: 48rem; font-size: 0.9em; }
form { display: grid; gap: 0.4rem; max-width: 36rem; margin: 0.5rem 0 1.5rem; }
form.inline { display: inline; margin: 0; }
input, select, button { font: inherit; padding: 0.3rem 0.5rem; }
button { cursor: pointer; }
.notice, .error { background: #fff3cd; border: 1px solid #b58900; padding: 0.5rem; }
.error { background: #fde8e8; border-color: #b00020; }
.ok { background: #e6f4ea; border: 1px solid #1e7b34; padding: 0.5rem; }
code.token { word-break: break-all; font-size: 1.1em; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dl.facts dd { margin: 0; word-break: break-all; }
figure.chart { margin: 0; overflow-x: auto; }
`;
