import { describe, expect, it } from 'vitest';
import { CHAT_EMOJI, chatEmoji } from './emoji.ts';
import { formatChatUnread } from './format.ts';

describe('chat emoji (spec: 76 ids, 0 to 75, icon and Chinese label)', () => {
  it('has 76 distinct emoji numbered 0-75, each with a name, an icon and a Chinese label', () => {
    expect(CHAT_EMOJI).toHaveLength(76);
    expect(CHAT_EMOJI.map((e) => e.id)).toEqual(Array.from({ length: 76 }, (_, i) => i));
    for (const key of ['name', 'icon', 'label'] as const) expect(new Set(CHAT_EMOJI.map((e) => e[key])).size).toBe(76);
    expect(CHAT_EMOJI.every((e) => /^[\u4e00-\u9fff]+$/.test(e.label))).toBe(true);
  });

  it('looks an emoji up by its id, as a message of sendtype exp carries it', () => {
    expect(chatEmoji('0')?.label).toBe('微笑');
    expect(chatEmoji(75)?.label).toBe('月亮');
    expect(chatEmoji('76')).toBeUndefined();
    expect(chatEmoji('1.5')).toBeUndefined();
  });
});

describe('unread chat counts (spec §9: over 100 shows ..)', () => {
  it('shows the number up to 100 and .. above', () => {
    expect(formatChatUnread(1)).toBe('1');
    expect(formatChatUnread(100)).toBe('100');
    expect(formatChatUnread(101)).toBe('..');
  });
});
