import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSockets } from "../test/fake-socket";
import { MAX_RECONNECT_ATTEMPTS, openLiveChannel, RECONNECT_DELAY_MS } from "./ws";

function setup(url: () => string | null = () => "ws://rosterly.test/ws/updates/?token=t1") {
  const sockets = fakeSockets();
  const messages: unknown[] = [];
  const target = new EventTarget();
  const channel = openLiveChannel({
    url,
    onMessage: (message) => messages.push(message),
    createSocket: sockets.create,
    target,
  });
  return { sockets, messages, target, channel };
}

describe("live channel", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("passes on parsed messages and ignores frames that are not JSON", () => {
    const { sockets, messages } = setup();
    sockets.last()?.open();
    sockets.last()?.send({ content_type: "flag", action: "created", id: 4, data: {} });
    sockets.last()?.onmessage?.(new MessageEvent("message", { data: "not json" }));
    expect(messages).toEqual([{ content_type: "flag", action: "created", id: 4, data: {} }]);
  });

  it("reconnects 6 s after a drop, at most 50 times in a row", () => {
    const { sockets } = setup();
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      sockets.last()?.drop(1011);
      vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
      expect(sockets.all).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sockets.all).toHaveLength(attempt + 1);
    }
    sockets.last()?.drop(1011);
    vi.advanceTimersByTime(10 * RECONNECT_DELAY_MS);
    expect(sockets.all).toHaveLength(MAX_RECONNECT_ATTEMPTS + 1);
  });

  it("reconnects after a server stops (1001) and says it reopened, so the screen refetches", () => {
    const sockets = fakeSockets();
    const reopened = vi.fn();
    openLiveChannel({
      url: () => "ws://rosterly.test/ws/updates/?token=t1",
      onMessage: () => undefined,
      createSocket: sockets.create,
      target: new EventTarget(),
      onReopen: reopened,
    });
    sockets.last()?.open();
    expect(reopened).not.toHaveBeenCalled();
    sockets.last()?.drop(1001);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets.all).toHaveLength(2);
    sockets.last()?.open();
    expect(reopened).toHaveBeenCalledTimes(1);
  });

  it("starts counting again once a connection opens", () => {
    const { sockets } = setup();
    for (let attempt = 0; attempt < MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      sockets.last()?.drop(1011);
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    }
    sockets.last()?.open();
    sockets.last()?.drop(1011);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets.all).toHaveLength(MAX_RECONNECT_ATTEMPTS + 2);
  });

  it.each([1000, 1006, 4001])("does not retry on a timer after close code %i", (code) => {
    const { sockets } = setup();
    sockets.last()?.drop(code);
    vi.advanceTimersByTime(60 * RECONNECT_DELAY_MS);
    expect(sockets.all).toHaveLength(1);
  });

  it("after 1006, reconnects once when the browser is back online or regains focus (Z-041)", () => {
    const { sockets, target } = setup();
    sockets.last()?.drop(1006);
    target.dispatchEvent(new Event("online"));
    expect(sockets.all).toHaveLength(2);
    target.dispatchEvent(new Event("focus"));
    expect(sockets.all).toHaveLength(2);
    sockets.last()?.drop(1006);
    target.dispatchEvent(new Event("focus"));
    expect(sockets.all).toHaveLength(3);
  });

  it("after 4001 (token refused), reconnects only with a new token", () => {
    let token = "t1";
    const { sockets, target, channel } = setup(() => `ws://rosterly.test/ws/updates/?token=${token}`);
    sockets.last()?.drop(4001);
    target.dispatchEvent(new Event("online"));
    expect(sockets.all).toHaveLength(1);
    token = "t2";
    channel.resume("token");
    expect(sockets.last()?.url).toBe("ws://rosterly.test/ws/updates/?token=t2");
  });

  it("asks for a renewed token at once after 4001, and only then", () => {
    const sockets = fakeSockets();
    const onUnauthorized = vi.fn();
    openLiveChannel({
      url: () => "ws://rosterly.test/ws/updates/?token=t1",
      onMessage: () => undefined,
      createSocket: sockets.create,
      target: new EventTarget(),
      onUnauthorized,
    });
    sockets.last()?.drop(1011);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(onUnauthorized).not.toHaveBeenCalled();
    sockets.last()?.drop(4001, "unauthorized_device");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith("unauthorized_device");
  });

  it("stays closed when there is no token, and closes cleanly without reconnecting", () => {
    expect(setup(() => null).sockets.all).toHaveLength(0);
    const { sockets, channel } = setup();
    channel.close();
    expect(sockets.last()?.closedWith).toBe(1000);
    sockets.last()?.drop(1011);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets.all).toHaveLength(1);
  });
});
