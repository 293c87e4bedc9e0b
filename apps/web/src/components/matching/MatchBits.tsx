import { Space, Tag, Typography } from 'antd';
import { ML } from './labels.ts';

/** 匹配度 as a coloured tag: green from 80, blue from 60, else grey. */
export function MatchScoreTag({ score }: { score: number }) {
  const color = score >= 80 ? 'green' : score >= 60 ? 'blue' : 'default';
  return (
    <Tag color={color} data-testid="match-score" style={{ marginInlineEnd: 0, whiteSpace: 'nowrap' }}>
      {ML.score} {Math.round(score)}%
    </Tag>
  );
}

/** The reasons in words (技能匹配 Java、Spring Boot；同城；薪资在期望内；缺少 Redis). */
export function MatchReasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Typography.Text type="secondary" data-testid="match-reasons" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
      {ML.reasons(reasons)}
    </Typography.Text>
  );
}

/** Skill names as tags: what the person has (green) or lacks (orange). */
export function SkillTags({ names, kind }: { names: string[]; kind: 'matched' | 'missing' | 'plain' }) {
  if (names.length === 0) return null;
  const color = kind === 'matched' ? 'green' : kind === 'missing' ? 'orange' : undefined;
  return (
    <Space size={[4, 4]} wrap>
      {names.map((n) => (
        <Tag key={n} color={color} style={{ marginInlineEnd: 0 }}>
          {n}
        </Tag>
      ))}
    </Space>
  );
}
