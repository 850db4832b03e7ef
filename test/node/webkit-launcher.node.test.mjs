// The WebKit launcher's key translation: what @web/test-runner-commands' sendKeys hands it becomes W3C
// WebDriver key actions, chords hold their modifier around the key, and a misspelt key name fails loudly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyActions } from '../../scripts/webkit-launcher.mjs';

test('a chord holds the modifier around the key and releases in reverse order', () => {
  assert.deepEqual(keyActions('Control+a'), [
    { type: 'keyDown', value: '\uE009' },
    { type: 'keyDown', value: 'a' },
    { type: 'keyUp', value: 'a' },
    { type: 'keyUp', value: '\uE009' },
  ]);
});

test('named keys map to WebDriver code points; single characters, "+" included, are typed as they are', () => {
  assert.deepEqual(keyActions('ArrowUp').map((a) => a.value), ['\uE013', '\uE013']);
  assert.deepEqual(keyActions('+').map((a) => a.value), ['+', '+']);
  assert.deepEqual(keyActions(' ').map((a) => a.value), [' ', ' ']);
});

test('an unknown key name throws instead of typing its letters', () => {
  assert.throws(() => keyActions('ArowUp'), /unknown key "ArowUp"/);
});
