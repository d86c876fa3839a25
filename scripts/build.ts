// `npm run build`: one incremental build of the site into dist/ (or ASTRO_OUT_DIR) from the
// configured database; `-- --force` builds even when nothing changed. Prints what was built,
// then the content report's table (nothing when all is well).
import { readPublishingConfig } from '../src/lib/config/publishing.ts';
import { formatContentReport } from '../src/lib/report/formatContentReport.ts';
import { searchSummary } from '../src/lib/build/buildReport.ts';
import { buildSite } from './site/buildSite.ts';

try {
  const report = await buildSite(process.env, { echo: true, force: process.argv.includes('--force') });
  console.log(
    report.skipped
      ? `\nNothing changed since the last build (data, code and settings): ${report.restored} page(s) kept as they are.`
      : `\n${report.rendered} page(s) rendered, ${report.restored} reused from the incremental cache; ` + searchSummary(report.search),
  );
  if (report.cards) {
    const { cards, drawn, removed, seconds } = report.cards;
    console.log(`Cards of shared links: ${cards}, ${drawn} drawn (${seconds.toFixed(1)} s)${removed ? `, ${removed} removed` : ''}.`);
  }
  const content = formatContentReport(report.content, readPublishingConfig().timeZone);
  if (content) console.log(`\n${content}`);
} catch (error) {
  console.error(`\nError: ${(error as Error).message}`);
  process.exit(1);
}
