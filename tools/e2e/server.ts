/** A static file server for the staged game on 127.0.0.1 (any free port), GET only. */
import { createReadStream, existsSync, statSync } from "fs";
import { createServer, Server } from "http";
import { AddressInfo } from "net";
import { extname, join, normalize, sep } from "path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css",
  ".png": "image/png",
  ".ogg": "audio/ogg",
  ".m4a": "audio/mp4",
  ".wasm": "application/wasm",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".efkefc": "application/octet-stream",
};

export interface GameServer {
  url: string;
  close(): Promise<void>;
}

export function serveFolder(root: string): Promise<GameServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    const file = normalize(join(root, path === "/" ? "index.html" : path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
