// Smoke test of the language server as the extension starts it: spawn `cardlang lsp`
// (or CARDLANG_SERVER / CARDLANG_SERVER_ARGS), speak LSP over stdio with vscode-jsonrpc
// (the library under vscode-languageclient), open a card file with one error, and check
// diagnostics, hover and completion. Usage: node scripts/lsp-smoke.js
'use strict';
const cp = require('child_process');
const rpc = require('vscode-jsonrpc/node');

const command = process.env.CARDLANG_SERVER || 'cardlang';
const args = process.env.CARDLANG_SERVER_ARGS ? JSON.parse(process.env.CARDLANG_SERVER_ARGS) : ['lsp'];

async function main() {
  const server = cp.spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = rpc.createMessageConnection(
    new rpc.StreamMessageReader(server.stdout), new rpc.StreamMessageWriter(server.stdin));
  const diagnostics = new Promise((resolve) => {
    conn.onNotification('textDocument/publishDiagnostics', (p) => resolve(p));
  });
  conn.listen();
  const init = await conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
  const caps = init.capabilities;
  for (const c of ['hoverProvider', 'completionProvider', 'definitionProvider', 'documentSymbolProvider',
    'documentFormattingProvider', 'codeActionProvider', 'semanticTokensProvider']) {
    if (!caps[c]) throw new Error(`server lacks ${c}`);
  }
  await conn.sendNotification('initialized', {});
  const uri = 'untitled:smoke.cards';
  const text = 'Smoke Bolt {R}\nInstant\nSmoke Bolt deals 3 damage to any targett.\n';
  await conn.sendNotification('textDocument/didOpen',
    { textDocument: { uri, languageId: 'cardlang-cards', version: 1, text } });
  const d = await diagnostics;
  if (d.diagnostics.length !== 1 || d.diagnostics[0].range.start.line !== 2) {
    throw new Error('unexpected diagnostics: ' + JSON.stringify(d));
  }
  const hover = await conn.sendRequest('textDocument/hover',
    { textDocument: { uri }, position: { line: 0, character: 12 } });
  if (!hover || !/red mana/.test(hover.contents.value)) throw new Error('unexpected hover: ' + JSON.stringify(hover));
  const completion = await conn.sendRequest('textDocument/completion',
    { textDocument: { uri }, position: { line: 2, character: 19 } });
  const labels = (completion.items || completion).map((i) => i.label);
  if (!labels.includes('damage')) throw new Error('unexpected completion: ' + labels.join(', '));
  await conn.sendRequest('shutdown');
  await conn.sendNotification('exit');
  console.log(`ok: ${init.serverInfo.name} ${init.serverInfo.version}: diagnostics, hover, completion`);
  server.kill();
  process.exit(0);
}

main().catch((err) => { console.error(err); process.exit(1); });
