// oncePer: the playback frames' shortcut — content built once per run is neither rebuilt nor touched.
import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { oncePer } from '../../src/parts/once-per.js';

describe('oncePer', () => {
  it('builds once per key object and keeps the rendered nodes while the key stays', () => {
    const root = document.createElement('div');
    const built: string[] = [];
    const view = (key: object, text: string) =>
      html`<p>${oncePer(key, () => {
        built.push(text);
        return html`<span>${text}</span>`;
      })}</p>`;
    const runA = {};
    render(view(runA, 'first'), root);
    const span = root.querySelector('span');
    render(view(runA, 'ignored while the key is the same'), root);
    expect(built).to.deep.equal(['first']);
    expect(root.querySelector('span')).to.equal(span);
    expect(root.textContent).to.equal('first');
    render(view({}, 'second'), root);
    expect(built).to.deep.equal(['first', 'second']);
    expect(root.textContent).to.equal('second');
  });
});
