/** A content folder loaded and validated in-process, as the build and the server load it. */
import { loadContent } from '../../src/lib/content/load.ts';
import { formatProblem } from '../../src/lib/content/problem.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';

/** Loads `dir`; throws with the first problems when the content is not valid. */
export async function loadDataset(dir: string): Promise<Dataset> {
  const { raw, problems } = await loadContent(dir);
  if (problems.length > 0) throw new Error(`${dir} is not valid content:\n${problems.slice(0, 10).map(formatProblem).join('\n')}`);
  return buildDataset(snapshotOf(raw));
}
