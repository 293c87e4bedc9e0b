// The journeys need a real Chromium; say how to get one instead of skipping silently.
import { existsSync } from 'node:fs';
const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `✖ 浏览器测试需要 Chromium，但 ${path} 不存在。\n  Debian/Ubuntu: sudo apt-get install -y chromium fonts-noto-cjk fonts-noto-color-emoji\n  或设置 CHROME_PATH 指向已安装的 Chromium/Chrome。`,
  );
  process.exit(1);
}
