/**
 * The web preview's HTTP server: the page at /, its script at /app.js (bundled afresh on every
 * request, so a reload shows edits to the core), and /tilesets.json, the stock tilesets' flags the
 * page reads a set-piece map with. Serves nothing else.
 */
import { readFile } from "fs/promises";
import { IncomingMessage, Server, ServerResponse, createServer } from "http";
import { AddressInfo } from "net";
import { join } from "path";
import { bundlePreviewApp } from "./bundle";
import { STOCK_TILESETS_FILE } from "../render/tileset";

export const PAGE_FILE = join(__dirname, "index.html");

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

/** Starts listening; port 0 picks a free port. */
export function startPreviewServer(host: string, port: number): Promise<PreviewServer> {
  const server = createServer((request, response) => {
    respond(request, response).catch((error: unknown) => send(response, 500, "text/plain", `preview server: ${String(error)}`));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve({ url: serverUrl(server, host), close: () => closeServer(server) }));
  });
}

async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? "/", "http://localhost").pathname;
  if (request.method !== "GET") return send(response, 405, "text/plain", "GET only");
  if (path === "/" || path === "/index.html") return send(response, 200, "text/html; charset=utf-8", await readFile(PAGE_FILE, "utf8"));
  if (path === "/app.js") return send(response, 200, "text/javascript; charset=utf-8", bundlePreviewApp());
  if (path === "/tilesets.json") return send(response, 200, "application/json", await readFile(STOCK_TILESETS_FILE, "utf8"));
  send(response, 404, "text/plain", `not found: ${path}`);
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  response.end(body);
}

function serverUrl(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return `http://${shownHost}:${port}/`;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
