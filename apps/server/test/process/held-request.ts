import { connect } from "node:net";

export interface HeldRequest {
  /** Sends the rest of the body; resolves with the status code of the answer. */
  finish(): Promise<number>;
}

/**
 * Sends a JSON request whose body arrives in two parts: the headers and the first half now, the rest
 * on `finish()`. Between the two the request is in flight on the server, which is what a drain
 * must wait for.
 */
export function holdRequest(
  port: number,
  method: string,
  path: string,
  token: string,
  payload: unknown,
): HeldRequest {
  const body = Buffer.from(JSON.stringify(payload), "utf8");
  const half = Math.floor(body.length / 2);
  const socket = connect(port, "127.0.0.1");
  let received = "";
  const ended = new Promise<string>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("utf8");
    });
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
  socket.write(
    [
      `${method} ${path} HTTP/1.1`,
      "Host: 127.0.0.1",
      `Authorization: Bearer ${token}`,
      "Content-Type: application/json",
      `Content-Length: ${body.length}`,
      "Connection: close",
      "",
      "",
    ].join("\r\n"),
  );
  socket.write(body.subarray(0, half));
  return {
    async finish() {
      socket.write(body.subarray(half));
      const answer = await ended;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (!status) throw new Error(`no HTTP answer: ${JSON.stringify(answer.slice(0, 200))}`);
      return Number(status);
    },
  };
}
