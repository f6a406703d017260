// VS Code client for cardlang: starts `cardlang lsp` and talks LSP to it over stdio.
import * as vscode from 'vscode';
import {
  Executable,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
} from 'vscode-languageclient/node';

let client: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;

function serverOptions(): ServerOptions {
  const config = vscode.workspace.getConfiguration('cardlang');
  const command = config.get<string>('serverPath', 'cardlang') || 'cardlang';
  const args = config.get<string[]>('serverArgs', ['lsp']) ?? ['lsp'];
  // No `transport` on purpose: with TransportKind.stdio the client would append
  // `--stdio` to the arguments; an executable without a transport is spoken to
  // over its stdin/stdout as-is.
  const exe: Executable = {
    command,
    args,
    options: { cwd: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath },
  };
  return { run: exe, debug: exe };
}

function clientOptions(): LanguageClientOptions {
  return {
    documentSelector: [
      { scheme: 'file', language: 'cardlang-cards' },
      { scheme: 'file', language: 'cardlang-game' },
      { scheme: 'untitled', language: 'cardlang-cards' },
      { scheme: 'untitled', language: 'cardlang-game' },
    ],
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{cards,game}'),
    },
    outputChannel: output,
  };
}

async function startClient(): Promise<void> {
  client = new LanguageClient('cardlang', 'cardlang language server', serverOptions(), clientOptions());
  try {
    await client.start();
  } catch (err) {
    const config = vscode.workspace.getConfiguration('cardlang');
    const command = config.get<string>('serverPath', 'cardlang');
    void vscode.window.showErrorMessage(
      `cardlang: could not start the language server (\`${command} ${(config.get<string[]>('serverArgs') ?? []).join(' ')}\`): ${String(err)}. ` +
        'Install cardlang (pip install -e .) or set "cardlang.serverPath".',
    );
    client = undefined;
  }
}

async function stopClient(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) {
    await running.stop();
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('cardlang');
  context.subscriptions.push(output);
  context.subscriptions.push(
    vscode.commands.registerCommand('cardlang.restartServer', async () => {
      await stopClient();
      await startClient();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration('cardlang.serverPath') || event.affectsConfiguration('cardlang.serverArgs')) {
        await stopClient();
        await startClient();
      }
    }),
  );
  await startClient();
}

export function deactivate(): Thenable<void> | undefined {
  return stopClient();
}
