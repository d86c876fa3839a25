// `npm run preview:editores`: builds the editors' preview (scheduled editions included, every
// page noindex with a 'Vista previa' band) into .preview/ and serves it on PORT (4331).
import { readPublishingConfig } from '../src/lib/config/publishing.ts';
import { formatContentReport } from '../src/lib/report/formatContentReport.ts';
import { startEditorPreview } from './server/editorPreview.ts';

try {
  const preview = await startEditorPreview(process.env, { echo: true });
  const content = formatContentReport(preview.report.content, readPublishingConfig().timeZone);
  if (content) console.log(`\n${content}`);
  console.log(`\n  Vista previa (editors only, never indexed): http://localhost:${preview.port}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void preview.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(`\nError: ${(error as Error).message}`);
  process.exit(1);
}
