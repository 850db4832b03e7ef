// The seed's closing fix in the lab: an idempotency key at the ledger turns the duplicate delivery into
// ONE EFFECT — two workers did the work, the ledger applied the refund once — and says so everywhere.
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/swarm-lease-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { $, $$, metric, openSections, plain, settled, shadowText, tableRows, drawnLab } from '../helpers.js';

const lab = (markup: ReturnType<typeof html>) => drawnLab<SwarmLeaseLab>(markup);

describe('<swarm-lease-lab idempotency-key>', () => {
  it('shows ONE EFFECT for the opening example with the key, with the ledger evidence', async () => {
    const el = await lab(html`<swarm-lease-lab idempotency-key></swarm-lease-lab>`);
    expect(el.idempotencyKey).to.equal(true);
    expect(el.run.verdict).to.equal('ONE EFFECT');
    expect(shadowText(el, '.verdict-label')).to.equal('One effect.');
    expect(shadowText(el, '.verdict-headline')).to.equal(
      "Two workers did the work, but the ledger applied the refund once: B's refund at 9 s was applied and A's at 10 s was deduplicated by key T-91.",
    );
    expect(shadowText(el, '.verdict-evidence')).to.equal('Ledger evidence: key T-91 was already applied at 9 s; no second refund.');
    await openSections(el, 'metrics', 'workers');
    expect(metric(el, 'refunds')).to.equal('1');
    expect(metric(el, 'deduplicated')).to.equal('1');
    expect(metric(el, 'rejected')).to.equal('0');
    // Computed data: A's write is "deduplicated" in words and with its own symbol.
    expect(tableRows(el, 'workers').map((r) => r[4])).to.deep.equal(['= deduplicated', '✓ accepted']);
  });

  it('marks the deduplicated refund on the timeline with its own shape, text and legend entry', async () => {
    const el = await lab(html`<swarm-lease-lab idempotency-key time="60"></swarm-lease-lab>`);
    const repeat = $$(el, '[data-shape="repeat"]');
    expect(repeat.length, 'one mark and one legend glyph').to.be.at.least(1);
    const titles = $$(el, '.mark').map((m) => plain(m.getAttribute('aria-label')));
    expect(titles).to.include("A's refund at 10 s: deduplicated (key T-91 was already applied at 9 s; no second refund)");
    expect(shadowText(el, '.legend')).to.contain('Refund deduplicated by key T-91');
    expect(shadowText(el, '[data-state="ledger"] dd')).to.equal('1 refund applied, 1 deduplicated by key T-91.');
    expect(shadowText(el, '[data-state="a"] dd')).to.equal('Finished; its refund was deduplicated.');
  });

  it('is a keyboard-operable, labelled switch that reflects to the attribute and fires lab-change', async () => {
    const el = await lab(html`<swarm-lease-lab></swarm-lease-lab>`);
    const box = $(el, '#idempotency-key') as HTMLInputElement;
    expect(box.checked).to.equal(false);
    expect(box.labels?.[0]?.textContent?.trim()).to.equal('Idempotency key at the ledger');
    // The hint is one line; the full description is one step away, in "Inputs in detail".
    expect(shadowText(el, '#idempotency-key-hint')).to.contain('task T-91');
    await openSections(el, 'inputs');
    expect(shadowText(el, '[data-section="inputs"]')).to.contain('by task key T-91');
    const changes: string[] = [];
    el.addEventListener('lab-change', (e) => changes.push(`${e.detail.attribute}=${e.detail.value}`));
    box.focus();
    await sendKeys({ press: ' ' });
    await settled(el);
    expect(changes).to.deep.equal(['idempotency-key=true']);
    expect(el.hasAttribute('idempotency-key')).to.equal(true);
    expect(el.run.verdict).to.equal('ONE EFFECT');
    expect(el.shadowRoot?.activeElement).to.equal(box);
    await sendKeys({ press: ' ' });
    await settled(el);
    expect(el.hasAttribute('idempotency-key')).to.equal(false);
    expect(el.run.verdict).to.equal('DUPLICATE EFFECT');
  });

  it('exports the write outcome in the worksheet', async () => {
    const el = await lab(html`<swarm-lease-lab idempotency-key mechanism="none"></swarm-lease-lab>`);
    const json = JSON.parse(el.worksheet({ format: 'json' })) as Record<string, unknown>;
    expect(JSON.stringify(json)).to.contain('deduplicated');
    expect(el.worksheet()).to.contain('deduplicated');
  });

  for (const scheme of ['light', 'dark']) {
    it(`is axe-clean in the ONE EFFECT state (${scheme})`, async () => {
      const el = await lab(html`<swarm-lease-lab idempotency-key time="60" style="color-scheme: ${scheme}"></swarm-lease-lab>`);
      expect(el.run.verdict).to.equal('ONE EFFECT');
      await expect(el).to.be.accessible();
    });
  }
});
