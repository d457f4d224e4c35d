import { describe, expect, it } from 'vitest';
import { BAD_CONTACT_INPUTS } from '../support/bad-contact-inputs.js';
import { contactSuite } from '../support/contact-suite.js';
import { memoryHarness } from '../support/memory-harness.js';

contactSuite('memory', memoryHarness);

describe('the bad-input catalogue', () => {
  it('covers at least 30 kinds of bad input', () => {
    expect(BAD_CONTACT_INPUTS.length).toBeGreaterThanOrEqual(30);
  });
});
