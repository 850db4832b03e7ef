// The demo page's own behaviour: the results panel fed by lab-result events, and the dark-mode toggle.
// Neither persists anything: the page never touches storage, cookies or the URL.
const rows = new Map();
document.addEventListener('lab-result', (event) => {
  const lab = event.target;
  const { run } = event.detail;
  const body = document.querySelector('#results tbody');
  if (!body || !lab.id) return;
  let row = rows.get(lab.id);
  if (!row) {
    document.getElementById('results-waiting')?.remove();
    row = document.createElement('tr');
    row.append(document.createElement('th'), document.createElement('td'), document.createElement('td'));
    row.firstElementChild.scope = 'row';
    // The id and the verdict are the event's own values, identifiers rather than prose: shown as code.
    row.children[0].append(document.createElement('code'));
    row.children[1].append(document.createElement('code'));
    rows.set(lab.id, row);
    body.append(row);
  }
  const accepted = run.writes.filter((w) => w.accepted).length;
  row.children[0].firstElementChild.textContent = lab.id;
  row.children[1].firstElementChild.textContent = run.verdict;
  row.children[2].textContent = String(accepted);
});

// The toggle needs this script: the page ships it hidden, so a reader without JavaScript meets no dead button.
const toggle = document.getElementById('scheme');
if (toggle) toggle.hidden = false;
toggle?.addEventListener('click', () => {
  const dark = toggle.getAttribute('aria-pressed') !== 'true';
  toggle.setAttribute('aria-pressed', String(dark));
  document.documentElement.dataset.scheme = dark ? 'dark' : 'light';
});
