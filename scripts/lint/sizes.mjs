// Prints the source files over 450 lines and the functions over 150 (tests left out), the limits
// docs/architecture.md sets; a file of data or a function of text may pass them.
// Usage: node scripts/lint/sizes.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const FILE_LINES = 450;
const FUNCTION_LINES = 150;

const files = execFileSync('git', ['ls-files', 'src/**/*.ts', 'src/**/*.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/\.test\.tsx?$/.test(file) && !file.includes('/test/'));

const longFiles = [];
const longFunctions = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > FILE_LINES) longFiles.push([lines, file]);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const length = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (length > FUNCTION_LINES) {
        const named = node.name ?? (node.parent && 'name' in node.parent ? node.parent.name : null);
        const name = named ? named.getText(source) : '(anonymous)';
        longFunctions.push([length, `${file}:${lineOf(node.getStart())} ${name}`]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const show = (title, rows) => {
  console.log(`${rows.length} ${title}`);
  for (const [count, where] of rows.sort((a, b) => b[0] - a[0])) {
    console.log(`  ${String(count).padStart(5)}  ${where}`);
  }
};
show(`files over ${FILE_LINES} lines`, longFiles);
show(`functions over ${FUNCTION_LINES} lines`, longFunctions);
