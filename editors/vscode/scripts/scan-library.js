#!/usr/bin/env node
// Tokenize card files (default: the built-in library, ../../cards/*.cards) with the
// cards TextMate grammar and fail if any token is scoped invalid.* or if a card's
// first line is not scoped as a card name. Usage: node scripts/scan-library.js [files...]
'use strict';
const fs = require('fs');
const path = require('path');
const tm = require('vscode-textmate');
const onig = require('vscode-oniguruma');

const root = path.resolve(__dirname, '..');
const grammarPath = path.join(root, 'syntaxes', 'cards.tmLanguage.json');

async function main() {
  let files = process.argv.slice(2);
  if (files.length === 0) {
    const dir = path.resolve(root, '..', '..', 'cards');
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.cards')).sort().map((f) => path.join(dir, f));
  }
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer;
  await onig.loadWASM(wasm);
  const registry = new tm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new onig.OnigScanner(patterns),
      createOnigString: (s) => new onig.OnigString(s),
    }),
    loadGrammar: async () => tm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath),
  });
  const grammar = await registry.loadGrammar('source.cardlang.cards');
  let problems = 0;
  let cards = 0;
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let stack = tm.INITIAL;
    let inCard = false;
    lines.forEach((line, i) => {
      const { tokens, ruleStack } = grammar.tokenizeLine(line, stack);
      stack = ruleStack;
      const where = `${path.relative(process.cwd(), file)}:${i + 1}`;
      for (const t of tokens) {
        const bad = t.scopes.find((s) => s.startsWith('invalid.'));
        if (bad) {
          problems++;
          console.log(`${where}: ${bad}: ${JSON.stringify(line.slice(t.startIndex, t.endIndex))}`);
        }
      }
      const blank = line.trim() === '';
      const comment = line.startsWith('#');
      if (!blank && !comment && !inCard) {
        cards++;
        if (!tokens.some((t) => t.scopes.some((s) => s.startsWith('entity.name.card')))) {
          problems++;
          console.log(`${where}: first line of a card is not scoped entity.name.card: ${JSON.stringify(line)}`);
        }
      }
      if (blank) inCard = false;
      else if (!comment) inCard = true;
    });
  }
  console.log(`${files.length} files, ${cards} cards, ${problems} problems`);
  process.exit(problems ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
