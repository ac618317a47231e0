import { describe, expect, it } from 'vitest';
import { parseQueueUrl } from '../../../src/adapters/queue/queueUrl.js';

describe('parseQueueUrl', () => {
  it('takes redis:// and rediss:// URLs, and masks the password in the form it prints', () => {
    const r = parseQueueUrl('redis://:s3cret@10.0.0.5:6379/2');
    expect(r.ok && r.value).toEqual({
      url: 'redis://:s3cret@10.0.0.5:6379/2',
      display: 'redis://:***@10.0.0.5:6379/2',
    });
    const plain = parseQueueUrl('rediss://queue.example:6380');
    expect(plain.ok && plain.value.display).toBe('rediss://queue.example:6380');
    const user = parseQueueUrl('redis://fray:pw@127.0.0.1:6379');
    expect(user.ok && user.value.display).toBe('redis://fray:***@127.0.0.1:6379');
  });

  it('refuses anything else in one line that names --queue and shows the form', () => {
    for (const [text, why] of [
      ['localhost:6379', /is not redis: or rediss:/],
      ['http://x:1', /'http:' is not redis:/],
      ['redis://', /no host/],
      ['not a url', /is not a URL/],
      ['redis://h:1/x', /'\/x' is not a database number/],
    ] as const) {
      const r = parseQueueUrl(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.problem.message).toMatch(why);
        expect(r.problem.message).toMatch(/^--queue: .*expected redis:\/\/\[:PASSWORD@\]HOST\[:PORT\]/);
      }
    }
  });
});
