import { describe, expect, it, vi } from 'vitest';
import { feedback, showError } from './feedback.ts';

// While the server draws a page there is no document: antd's message.error there threw outside the render
// and ended the server's process (issue 45, /show?id=99999). Here, as on the server, `document` is undefined.
describe('messages while the server draws a page', () => {
  it('shows nothing and throws nothing, now or later', async () => {
    expect(typeof document).toBe('undefined');
    // antd's static message, loaded beforehand: what showError reaches for once it has loaded
    await import('../lib/antd-static.tsx');
    const rejected = vi.fn();
    process.on('unhandledRejection', rejected);
    try {
      showError(new Error('课程不存在'));
      let settled = false;
      void feedback().then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled).toBe(false);
      expect(rejected).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejected);
    }
    // importing antd takes seconds on a loaded machine
  }, 30_000);
});
