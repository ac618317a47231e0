import { describe, expect, it } from 'vitest';
import { distinctNames } from '../../../src/summoner/match/distinctNames.js';

describe('distinctNames', () => {
  it('tells repeated names apart with #2, #3 and leaves the others alone', () => {
    expect(distinctNames(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a#2', 'a#3']);
  });
});
