// The figure says only what the run did: its legend keys only what the lanes draw, a grace window outlines
// A's bars rather than hiding them, and a lease that runs out at the very instant A finishes is one A kept.
import { expect, html } from '@open-wc/testing';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LitElement } from 'lit';
import { $, $$, drawnLab, plain } from '../helpers.js';

const legend = (el: Element) => $$(el, '.legend li').map((li) => plain(li.textContent).trim());

describe('the figure tells only what the run did', () => {
  it('keys no heartbeat and no work when A writes at once', async () => {
    const el = await drawnLab<LitElement>(html`<lease-fencing-lab work="0"></lease-fencing-lab>`);
    const keys = legend(el);
    expect(keys).to.not.include('Heartbeat accepted');
    expect(keys).to.not.include('A working');
    expect(keys).to.include('Write accepted');
  });

  it('keys the release dot wherever a lab draws it', async () => {
    for (const markup of [html`<lease-fencing-lab pause-for="0"></lease-fencing-lab>`, html`<swarm-lease-lab stall-for="0"></swarm-lease-lab>`]) {
      const el = await drawnLab<LitElement>(markup);
      const dots = $$(el, '.plot .mark[data-shape="circle"]');
      expect(dots.length, `${el.localName} draws a release dot`).to.be.at.least(1);
      expect(legend(el), el.localName).to.include('Lease released');
    }
  });

  it('keys no "B working" in a swarm run where B only drops its copy', async () => {
    for (const markup of [html`<swarm-lease-lab stall-for="0"></swarm-lease-lab>`, html`<swarm-lease-lab ttl="6"></swarm-lease-lab>`]) {
      const el = await drawnLab<LitElement>(markup);
      expect($$(el, '.plot [data-lane="b"] .band.solid, .plot [data-lane="b"] rect.band.solid'), 'no B work drawn').to.have.length(0);
      expect(legend(el)).to.not.include('B working');
      expect(legend(el)).to.include('B drops its copy');
    }
  });

  it('outlines the shutdown grace window over A\'s bars, which stay visible', async () => {
    const el = await drawnLab<LitElement>(html`<lease-fencing-lab shutdown-at="2"></lease-fencing-lab>`);
    const grace = $$(el, '[data-lane="a"] .band.outline rect, [data-lane="a"] rect.band.outline');
    expect(grace, 'a grace window is drawn').to.have.length(1);
    expect(getComputedStyle(grace[0]).fill, 'the outline has no fill').to.equal('none');
    // The grace window is drawn after A's bars, so a fill would paint over them.
    expect(grace[0].compareDocumentPosition($(el, '[data-lane="a"] .band.solid')) & Node.DOCUMENT_POSITION_PRECEDING).to.not.equal(0);
  });

  it('says A kept the lease when it runs out at the very instant A finishes', async () => {
    const el = await drawnLab<LitElement>(html`<swarm-lease-lab no-renew ttl="10"></swarm-lease-lab>`);
    const headline = plain($(el, '[part~="verdict"]').textContent);
    expect(headline).to.contain('A kept the lease and finished at 10 s');
    expect(headline).to.not.contain('lapsed');
  });
});
