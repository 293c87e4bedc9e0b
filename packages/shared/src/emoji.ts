// spec §2 "Chat and notice widget": 76 emoji, ids 0 to 75, each with an icon name and a Chinese label.
// The legacy client drew them from an image sprite; here each id maps to a Unicode emoji (the icon)
// and its label, so a chat message of sendtype `exp` carries only the id.

export interface ChatEmoji {
  id: number;
  /** The icon's name (pinyin-free, stable; the legacy sprite's names are not in the spec). */
  name: string;
  icon: string;
  label: string;
}

const TABLE: readonly (readonly [string, string, string])[] = [
  ['smile', '🙂', '微笑'],
  ['pout', '😒', '撇嘴'],
  ['lust', '😍', '色'],
  ['blank', '😳', '发呆'],
  ['proud', '😎', '得意'],
  ['tears', '😢', '流泪'],
  ['shy', '☺️', '害羞'],
  ['mute', '🤐', '闭嘴'],
  ['sleep', '😴', '睡'],
  ['cry', '😭', '大哭'],
  ['awkward', '😅', '尴尬'],
  ['angry', '😠', '发怒'],
  ['tongue', '😜', '调皮'],
  ['grin', '😁', '呲牙'],
  ['surprise', '😮', '惊讶'],
  ['sad', '🙁', '难过'],
  ['cool', '🆒', '酷'],
  ['cold-sweat', '😰', '冷汗'],
  ['crazy', '😫', '抓狂'],
  ['vomit', '🤮', '吐'],
  ['chuckle', '🤭', '偷笑'],
  ['happy', '😊', '愉快'],
  ['eye-roll', '🙄', '白眼'],
  ['arrogant', '😤', '傲慢'],
  ['hungry', '🤤', '饥饿'],
  ['sleepy', '🥱', '困'],
  ['terror', '😱', '惊恐'],
  ['sweat', '😓', '流汗'],
  ['silly', '😄', '憨笑'],
  ['relaxed', '😌', '悠闲'],
  ['strive', '💪', '奋斗'],
  ['curse', '🤬', '咒骂'],
  ['question', '❓', '疑问'],
  ['shush', '🤫', '嘘'],
  ['dizzy', '😵', '晕'],
  ['mad', '🤪', '疯了'],
  ['unlucky', '😩', '衰'],
  ['skull', '💀', '骷髅'],
  ['knock', '🔨', '敲打'],
  ['bye', '👋', '再见'],
  ['wipe-sweat', '😥', '擦汗'],
  ['pick-nose', '🤥', '抠鼻'],
  ['applause', '👏', '鼓掌'],
  ['embarrassed', '😖', '糗大了'],
  ['smirk', '😏', '坏笑'],
  ['left-hum', '😾', '左哼哼'],
  ['right-hum', '😼', '右哼哼'],
  ['yawn', '😪', '哈欠'],
  ['despise', '😑', '鄙视'],
  ['wronged', '🥺', '委屈'],
  ['about-to-cry', '😿', '快哭了'],
  ['sly', '😈', '阴险'],
  ['kiss', '😘', '亲亲'],
  ['scared', '😨', '吓'],
  ['pitiful', '🥹', '可怜'],
  ['cleaver', '🔪', '菜刀'],
  ['watermelon', '🍉', '西瓜'],
  ['beer', '🍺', '啤酒'],
  ['basketball', '🏀', '篮球'],
  ['ping-pong', '🏓', '乒乓'],
  ['coffee', '☕', '咖啡'],
  ['rice', '🍚', '饭'],
  ['pig', '🐷', '猪头'],
  ['rose', '🌹', '玫瑰'],
  ['wilt', '🥀', '凋谢'],
  ['lips', '💋', '嘴唇'],
  ['heart', '❤️', '爱心'],
  ['broken-heart', '💔', '心碎'],
  ['cake', '🎂', '蛋糕'],
  ['lightning', '⚡', '闪电'],
  ['bomb', '💣', '炸弹'],
  ['dagger', '🗡️', '刀'],
  ['football', '⚽', '足球'],
  ['ladybug', '🐞', '瓢虫'],
  ['poop', '💩', '便便'],
  ['moon', '🌙', '月亮'],
];

export const CHAT_EMOJI: readonly ChatEmoji[] = TABLE.map(([name, icon, label], id) => ({ id, name, icon, label }));

export function chatEmoji(id: number | string): ChatEmoji | undefined {
  const n = typeof id === 'string' ? Number(id) : id;
  return Number.isInteger(n) ? CHAT_EMOJI[n] : undefined;
}
