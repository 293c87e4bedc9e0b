import { loadConfig } from '../src/core/config.ts';
import { DataDirBusyError, lockDataDir, pgliteDir } from '../src/core/data-dir.ts';
import { openDatabase } from '../src/db/client.ts';
import { runLedgerCheck } from '../src/modules/ledger/ledger-runs.ts';

// `npm run ledger:check`: proves the seven ledger invariants on the configured database (DATABASE_URL, or
// the embedded PGlite in DATA_DIR/pg, which only one process may open: refused while the server runs) and
// lists every breach. Exit code 0 when all hold, 1 on a breach, 2 when the check could not run.

const config = loadConfig();
if (!config.DATABASE_URL) {
  try {
    lockDataDir(pgliteDir(config.dataDir), config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    console.error(`对账未执行: ${err.message}（服务器运行时，在后台的 立即核对 中对账）`);
    process.exit(2);
  }
}
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : pgliteDir(config.dataDir),
  poolSize: 2,
});
let code: number;
try {
  // kept like the dashboard's 立即核对, so the dashboard's 上次核对 shows this run too
  const report = await runLedgerCheck(database.db, null);
  console.log(
    `账本对账 ${report.checkedAt}  数据库: ${database.kind === 'pglite' ? pgliteDir(config.dataDir) : 'PostgreSQL (DATABASE_URL)'}`,
  );
  console.log(`账户 ${report.accounts} 个，转账 ${report.transfers} 笔，余额合计 ${report.total}`);
  for (const c of report.checks) {
    console.log(`${c.ok ? '  ✓' : '  ✗'} ${c.id}. ${c.name}`);
    for (const b of c.breaches) console.log(`      - ${b}`);
  }
  for (const a of report.platformAccounts) console.log(`    平台账户 ${a.code.padEnd(20)} ${a.balance.padStart(14)}  ${a.name}`);
  console.log(report.ok ? '全部不变量成立' : '发现违反不变量的记录');
  code = report.ok ? 0 : 1;
} catch (err) {
  console.error('对账无法执行（数据库尚未初始化？）:', err instanceof Error ? err.message : err);
  code = 2;
} finally {
  await database.close();
}
process.exit(code);
