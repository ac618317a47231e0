import { describe, expect, it } from 'vitest';
import { dataDir } from '../../src/adapters/dataDir.js';

describe('dataDir', () => {
  it('is $XDG_DATA_HOME/fray, or ~/.local/share/fray when it is unset, empty or relative (the XDG spec)', () => {
    expect(dataDir({ XDG_DATA_HOME: '/x/data' }, '/home/u')).toBe('/x/data/fray');
    expect(dataDir({}, '/home/u')).toBe('/home/u/.local/share/fray');
    expect(dataDir({ XDG_DATA_HOME: '' }, '/home/u')).toBe('/home/u/.local/share/fray');
    expect(dataDir({ XDG_DATA_HOME: 'rel/data' }, '/home/u')).toBe('/home/u/.local/share/fray');
  });
});
