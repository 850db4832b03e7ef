/**
 * What a reader downloads must open cleanly: the CSV as one table (one header row, every row the same fields,
 * quotes respected) and the JSON with numbers as numbers. And the compact figures lay the metric cards out
 * evenly, without a card repeating the verdict banner.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/lease-fencing-lab.js';
import '../../src/swarm-lease-lab.js';
import type { LeaseFencingLab } from '../../src/lease-fencing-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import fc from 'fast-check';
import { simulateLeaseFencing, simulateSwarmLease } from '../../src/sim/index.js';
import { leaseWorksheet } from '../../src/lease-fencing/tables.js';
import { swarmWorksheet } from '../../src/swarm-lease/tables.js';
import { worksheetText } from '../../src/parts/worksheet.js';
import { leaseFencingInput, swarmLeaseInput } from '../sim/arbitraries.js';
import { $$, openSections, settled, shadowText } from '../helpers.js';

/** RFC 4180 parsing: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      (row = []), (field = ''), i++;
    } else field += c;
  }
  expect(quoted, 'no unterminated quote').to.equal(false);
  expect(row.length === 0 && field === '', 'ends with a line break').to.equal(true);
  return rows;
}

/** Every string anywhere inside a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

async function labs() {
  const lease = await fixture<LeaseFencingLab>(html`<lease-fencing-lab></lease-fencing-lab>`);
  const swarm = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
  await settled(lease);
  await settled(swarm);
  return [lease, swarm] as const;
}

describe('worksheet exports', () => {
  it('opens a CSV worksheet as one table: one header row, every row the same fields', async () => {
    for (const el of await labs()) {
      const rows = parseCsv(el.worksheet({ format: 'csv' }));
      const [header, ...body] = rows;
      expect(header[0]).to.equal('section');
      expect(new Set(header).size, 'no repeated column').to.equal(header.length);
      expect(body.length).to.be.above(10);
      for (const r of body) {
        expect(r, r.join(',')).to.have.length(header.length);
        expect(r).to.not.deep.equal(header);
        expect(r[0]).to.not.equal('');
      }
      // Every section appears, under its own title, in one block.
      const titles = body.map((r) => r[0]);
      expect([...new Set(titles)]).to.have.length(4);
      // Quoted cells survive: event sentences with commas come back whole.
      const events = body.filter((r) => r[0] === titles[titles.length - 1]);
      const sentence = events[events.length - 1][header.indexOf('Event')];
      expect(sentence).to.match(/^[A-T].*\.$/);
      expect(el.run.events.map((e) => e.text)).to.include(sentence);
    }
  });

  it('keeps numbers as numbers in CSV cells and JSON values (seconds), never "12 s" strings', async () => {
    const [lease, swarm] = await labs();
    const json = JSON.parse(lease.worksheet({ format: 'json' }));
    expect(json.inputs[0]).to.deep.equal({ input: 'Original active work', attribute: 'work', value: 12, unit: 's' });
    expect(json.inputs[7]).to.deep.equal({ input: 'Shutdown signal at', attribute: 'shutdown-at', value: null, unit: 's' });
    expect(json.metrics.find((m: { figure: string }) => m.figure === 'Takeover')).to.include({ value: 13, unit: 's' });
    expect(json.metrics.find((m: { figure: string }) => m.figure === 'Applied increments')).to.include({ value: 1, unit: '' });
    expect(json.writes[0]).to.deep.include({ timeSeconds: 18, worker: 'B', token: 2, decision: 'accepted' });
    expect(json.events.map((e: { timeSeconds: number }) => e.timeSeconds)).to.deep.equal(lease.run.events.map((e) => e.at));
    const grouped = json.events.find((e: { count: number }) => e.count > 1);
    expect(grouped === undefined || typeof grouped.untilSeconds === 'number').to.equal(true);

    const swarmJson = JSON.parse(swarm.worksheet({ format: 'json' }));
    // Inputs and values as the controls say them: the switch's name and yes, a choice by its label.
    expect(swarmJson.inputs[2]).to.deep.equal({ input: 'Owner renews the lease every second while running', attribute: 'no-renew', value: 'yes', unit: '' });
    expect(swarmJson.inputs[0]).to.deep.equal({ input: 'Ownership mechanism', attribute: 'mechanism', value: 'Compare-and-set lease', unit: '' });
    expect(swarm.worksheet({ sections: ['inputs'], format: 'csv' })).to.contain('\r\nInputs,Owner renews the lease every second while running,no-renew,yes,\r\n');
    expect(swarm.worksheet({ format: 'markdown' }), 'no camelCase input name').to.not.match(/\b(stallAt|stallFor|bArrivesAt|idempotencyKey)\b/);
    expect(swarmJson.workers[1]).to.deep.equal({
      worker: 'B', receivedSeconds: 0.5, claimedSeconds: 4, token: 2, finishedSeconds: 9, droppedSeconds: null, refundWrite: 'accepted',
    });
    for (const body of [json, swarmJson]) {
      for (const text of strings(body)) expect(text, 'a number hiding in a string').to.not.match(/^\d+(\.\d+)? s$/);
    }
    const csv = parseCsv(swarm.worksheet({ sections: ['workers'], format: 'csv' }));
    expect(csv[0]).to.deep.equal(['section', 'Worker', 'Received (s)', 'Claimed (s)', 'Token', 'Finished (s)', 'Dropped (s)', 'Refund write']);
    expect(csv[1]).to.deep.equal(['Computed data', 'A', '0', '0', '1', '10', '', 'accepted']);
  });

  it('keeps every format well formed over random runs (fast-check)', () => {
    const checkAll = (title: string, sections: Parameters<typeof worksheetText>[1]) => {
      const rows = parseCsv(worksheetText(title, sections, 'csv'));
      for (const r of rows) expect(r).to.have.length(rows[0].length);
      const json = JSON.parse(worksheetText(title, sections, 'json'));
      for (const text of strings(json)) expect(text).to.not.match(/^-?\d+(\.\d+)? s$|NaN|undefined/);
      const md = worksheetText(title, sections, 'markdown').split('\n').filter((l) => l.startsWith('|'));
      const pipes = (l: string) => l.replace(/\\./g, '').split('|').length;
      for (const s of sections) expect(md.filter((l) => pipes(l) === s.columns.length + 2).length).to.be.at.least(s.rows.length + 2);
      expect(md.every((l) => sections.some((s) => pipes(l) === s.columns.length + 2))).to.equal(true);
    };
    fc.assert(fc.property(leaseFencingInput, (input) => checkAll('Lease', leaseWorksheet(input, simulateLeaseFencing(input)))), { numRuns: 150 });
    fc.assert(fc.property(swarmLeaseInput, (input) => checkAll('Swarm', swarmWorksheet(input, simulateSwarmLease(input)))), { numRuns: 150 });
  });

  it('writes one CSV table from sections with different columns, quoting and defusing cells', () => {
    const text = worksheetText('T', [
      { id: 'a', title: 'First', columns: ['X', 'Y'], rows: [['1, "2"', 0.1 + 0.2]] },
      { id: 'b', title: 'Second', columns: ['Y', 'Z'], rows: [['=SUM(A1)', null], ['two\nlines', 86400]] },
    ], 'csv');
    expect(parseCsv(text)).to.deep.equal([
      ['section', 'X', 'Y', 'Z'],
      ['First', '1, "2"', '0.3', ''],
      ['Second', '', "'=SUM(A1)", ''],
      ['Second', '', 'two\nlines', '86400'],
    ]);
  });

  it('lays the four metric cards out evenly (never 3 + 1), from 320 to 1280 px, compact or not', async () => {
    for (const width of [320, 375, 500, 600, 720, 768, 1000, 1280]) {
      for (const compact of [false, true]) {
        for (const tag of ['lease-fencing-lab', 'swarm-lease-lab']) {
          // A compact swarm lab has no sections, so no final metrics to lay out.
          if (compact && tag === 'swarm-lease-lab') continue;
          const wrap = await fixture<HTMLDivElement>(html`<div style="width:${width}px"></div>`);
          const el = document.createElement(tag) as LeaseFencingLab;
          el.compact = compact;
          wrap.append(el);
          await openSections(el, 'metrics');
          const tops = $$(el, '.metric').map((c) => Math.round(c.getBoundingClientRect().top));
          expect(tops).to.have.length(4);
          const perRow = [...new Set(tops)].map((t) => tops.filter((x) => x === t).length);
          // 4, 2 + 2 or 1 + 1 + 1 + 1: every row holds as many cards, so no card is left alone under a row.
          expect(new Set(perRow).size, `${tag} at ${width} px${compact ? ', compact' : ''}: cards per row ${perRow.join(' + ')}`).to.equal(1);
        }
      }
    }
  });

  it('has no metric card that repeats the verdict', async () => {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab></swarm-lease-lab>`);
    await openSections(el, 'metrics');
    expect(shadowText(el, '.verdict-label')).to.equal('Duplicate effect.');
    expect(shadowText(el, '.metrics')).to.not.contain('Duplicate effect').and.not.contain('Verdict');
    expect(shadowText(el, '[data-metric="finish"]')).to.equal('A finished 10 s B finished at 9 s');
  });
});
