import { describe, expect, it } from 'vitest';
import { extractSkills, skillNames } from './extract.ts';
import { seedDictionary } from './test-dictionary.ts';

const dict = seedDictionary();
const names = (text: string) => skillNames(dict, extractSkills(dict, text).keys()).sort();

describe('skill extraction', () => {
  it('finds the skills of a Chinese sentence, whatever their spelling', () => {
    expect(names('熟悉Java和SpringBoot，了解Redis、MySQL')).toEqual(['Java', 'MySQL', 'Redis', 'Spring Boot'].sort());
    expect(names('精通 spring-boot 与 Vue.js，会 vue3')).toEqual(['Spring Boot', 'Vue'].sort());
    expect(names('ＪＡＶＡ开发，Ｓｐｒｉｎｇ Ｂｏｏｔ')).toEqual(['Java', 'Spring Boot'].sort());
  });

  it('never reads Java inside JavaScript', () => {
    expect(names('熟练使用JavaScript和TypeScript')).toEqual(['JavaScript', 'TypeScript']);
    expect(names('javascript')).toEqual(['JavaScript']);
  });

  it('weighs clauses that say 了解 or 优先 as nice to have', () => {
    const found = extractSkills(dict, '熟悉Java和SpringBoot，了解Redis、MySQL');
    expect(found.get(dict.id('Java'))).toBe(2);
    expect(found.get(dict.id('Spring Boot'))).toBe(2);
    expect(found.get(dict.id('Redis'))).toBe(1);
    expect(found.get(dict.id('MySQL'))).toBe(1);
  });

  it('reads skills outside IT', () => {
    expect(names('负责短视频剪辑，会用Premiere')).toContain('短视频剪辑');
    expect(names('持叉车证，有仓库经验')).toContain('叉车');
    expect(names('能用AutoCAD出图')).toContain('CAD');
    // a shop's operations on 天猫 or 淘宝 is 电商运营, whether or not the platform is named with it
    expect(names('天猫运营主管')).toEqual(['电商运营']);
    expect(names('负责天猫店铺运营')).toEqual(['电商运营']);
    expect(names('')).toEqual([]);
  });
});
