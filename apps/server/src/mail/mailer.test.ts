import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail } from "../../test/mail";
import { activationMail } from "./account-mails";
import { createMailer, type MailLog, publicBaseUrl } from "./mailer";

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** The smallest SMTP server nodemailer will talk to: it records each message it accepts. */
function fakeSmtp() {
  const received: Received[] = [];
  const server: Server = createServer((socket: Socket) => {
    let current: Received = { from: "", to: [], data: "" };
    let inData = false;
    let buffer = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(current);
          current = { from: "", to: [], data: "" };
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
        else if (verb === "MAIL") {
          current.from = line;
          socket.write("250 ok\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line);
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return { server, received };
}

const lines: [string, string][] = [];
const log: MailLog = (level, line) => lines.push([level, line]);
const base = { dataDir: "", publicUrl: undefined, port: 8080, mailFrom: undefined, smtpUrl: undefined };
const message = activationMail(
  "https://rota.example.org",
  { email: "ada@example.test", firstName: "Ada", settings: {} },
  {
    uid: 7,
    token: "tok.en.x",
    organisation: "Riverside",
    days: 7,
  },
);

let smtp: ReturnType<typeof fakeSmtp>;
let port = 0;

beforeAll(async () => {
  smtp = fakeSmtp();
  await new Promise<void>((resolve) => smtp.server.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise((resolve) => smtp.server.close(resolve));
});

describe("the mailer", () => {
  it("without SMTP_URL writes each mail as an .eml file in DATA_DIR/outbox and logs its subject and link", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "rosterly-mail-"));
    const mailer = createMailer({ ...base, dataDir }, log);
    expect(mailer.kind).toBe("outbox");
    expect(await mailer.send(message)).toBe(true);
    const files = await readdir(join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const source = await readFile(join(dataDir, "outbox", files[0] ?? ""), "utf8");
    expect(source).toContain("From: Rosterly <no-reply@localhost.localdomain>");
    const mail = parseMail(source);
    expect(mail).toMatchObject({ to: "ada@example.test", subject: "Your Rosterly account at Riverside" });
    expect(mail.link).toBe("https://rota.example.org/auth/activate/7/tok.en.x");
    expect(mail.html).toContain('href="https://rota.example.org/auth/activate/7/tok.en.x"');
    // The log names the saved file; the link's one-time token stays out of it.
    expect(lines.at(-1)).toEqual([
      "info",
      `mail to ada@example.test: Your Rosterly account at Riverside (saved as ${join(dataDir, "outbox", files[0] ?? "")})`,
    ]);
    expect(lines.flat().join(" ")).not.toContain("tok.en.x");
  });

  it("with SMTP_URL delivers through that server, from MAIL_FROM", async () => {
    const mailer = createMailer(
      { ...base, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "Rota <rota@example.org>" },
      log,
    );
    expect(mailer.kind).toBe("smtp");
    expect(await mailer.send(message)).toBe(true);
    const [delivered] = smtp.received;
    expect(delivered?.from).toContain("rota@example.org");
    expect(delivered?.to).toEqual([expect.stringContaining("ada@example.test")]);
    const mail = parseMail(delivered?.data ?? "");
    expect(mail.subject).toBe("Your Rosterly account at Riverside");
    expect(mail.link).toBe("https://rota.example.org/auth/activate/7/tok.en.x");
  });

  it("answers false and logs when the SMTP server cannot be reached, without throwing", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = closed.address();
    const deadPort = typeof address === "object" && address ? address.port : 1;
    await new Promise((resolve) => closed.close(resolve));
    const mailer = createMailer({ ...base, smtpUrl: `smtp://127.0.0.1:${deadPort}` }, log);
    expect(await mailer.send(message)).toBe(false);
    expect(lines.at(-1)?.[0]).toBe("error");
  });

  it.each([
    [{ publicUrl: undefined, port: 8080 }, "http://localhost:8080"],
    [{ publicUrl: "https://rota.example.org/", port: 8080 }, "https://rota.example.org"],
    [{ publicUrl: "https://example.org/rosterly//", port: 1 }, "https://example.org/rosterly"],
  ])("links start at %j -> %s", (config, want) => {
    expect(publicBaseUrl(config)).toBe(want);
  });
});
