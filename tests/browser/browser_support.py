#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""What the browser tests share: a minimal DevTools protocol client for
headless Chromium (Debian `chromium`), a free port, waiting for a server,
loading a page at a width and language, named checks, screenshots, and
stopping the servers a test started."""
import base64
import json
import os
import signal
import socket
import struct
import subprocess
import time
import urllib.request


class DevTools:
    """A minimal WebSocket (RFC 6455) client speaking the DevTools protocol."""

    def __init__(self, url):
        host_port, path = url[len("ws://"):].split("/", 1)
        host, port = host_port.split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("DevTools refused the WebSocket: " + head.decode(errors="replace"))
        self.next_id = 0

    def _send(self, text):
        data = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(header + mask + masked)

    def _exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            data += chunk
        return data

    def _receive(self):
        message = b""
        while True:
            first, second = self._exact(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._exact(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._exact(8))[0]
            message += self._exact(length)
            if first & 0x80:
                return json.loads(message.decode())

    def call(self, method, **params):
        self.next_id += 1
        self._send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = self._receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                return answer.read()
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("no answer from " + url)


def load(tools, url, width, language="en-US"):
    tools.call("Emulation.setDeviceMetricsOverride", width=width, height=800,
               deviceScaleFactor=1, mobile=width < 500)
    tools.call("Network.setExtraHTTPHeaders", headers={"Accept-Language": language})
    # The page before is marked: a "complete" read from it (the navigation
    # not yet committed) must not count. An evaluation the navigation cuts
    # off ("Inspected target navigated or closed") is asked again.
    tools.evaluate("window.__previousPage = true")
    tools.call("Page.navigate", url=url)
    loaded = "document.readyState === 'complete' && window.__previousPage === undefined" \
        " && location.href !== 'about:blank'"
    deadline = time.time() + 20
    while time.time() < deadline:
        try:
            if tools.evaluate(loaded):
                time.sleep(0.2)
                if tools.evaluate(loaded):
                    return
        except RuntimeError as error:
            if "navigated or closed" not in str(error):
                raise
        time.sleep(0.1)
    raise RuntimeError("page did not load: " + url)


class Checks:
    """Named checks: prints "ok" or "FAIL" for each; summary() prints the
    counts and gives the exit code (1 on a failure)."""

    def __init__(self):
        self.passed, self.failed = 0, 0

    def __call__(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"ok    {name}")
        else:
            self.failed += 1
            print(f"FAIL  {name} {detail}")

    def summary(self):
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def screenshot(tools, path):
    data = tools.call("Page.captureScreenshot", format="png", captureBeyondViewport=True)["data"]
    with open(path, "wb") as f:
        f.write(base64.b64decode(data))


def stop(processes):
    for process in processes:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
