// SPDX-License-Identifier: MIT
// app/platform's sockets, as the live server uses them: a client of Poco's
// (another implementation) at the other end.
#include "app/platform/socket.h"

#include <Poco/Net/SocketAddress.h>
#include <Poco/Net/StreamSocket.h>

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>

namespace {

using namespace std::chrono_literals;

// Waits for input on one socket; whether it became ready.
bool readyWithin(platform::Socket socket, std::chrono::milliseconds timeout) {
  std::vector<platform::WatchedSocket> watched{{socket}};
  EXPECT_TRUE(platform::waitForInput(watched, timeout));
  return watched[0].ready;
}

TEST(PlatformSocket, AWakeupEndsAWaitAtOnceUntilItIsCleared) {
  platform::Wakeup wakeup;
  ASSERT_NE(wakeup.socket(), platform::NoSocket);
  EXPECT_FALSE(readyWithin(wakeup.socket(), 20ms));
  std::thread other([&wakeup] {
    std::this_thread::sleep_for(50ms);
    wakeup.signal();
  });
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(readyWithin(wakeup.socket(), 10s));
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  other.join();
  wakeup.clear();
  EXPECT_FALSE(readyWithin(wakeup.socket(), 20ms));
}

TEST(PlatformSocket, AConnectionCarriesBytesBothWaysAndEachEndSeesTheOthersClose) {
  const auto listening = platform::listenOn("127.0.0.1", 0);
  ASSERT_TRUE(listening.has_value()) << listening.error();
  const std::uint16_t port = platform::localPort(*listening);
  ASSERT_NE(port, 0);
  EXPECT_EQ(platform::acceptConnection(*listening), platform::NoSocket);  // nobody yet

  Poco::Net::StreamSocket client(Poco::Net::SocketAddress("127.0.0.1", port));
  ASSERT_TRUE(readyWithin(*listening, 5s));
  const platform::Socket served = platform::acceptConnection(*listening);
  ASSERT_NE(served, platform::NoSocket);

  char buffer[16];
  EXPECT_EQ(platform::receiveSome(served, buffer, sizeof buffer), platform::WouldBlock);
  client.sendBytes("ping", 4);
  ASSERT_TRUE(readyWithin(served, 5s));
  ASSERT_EQ(platform::receiveSome(served, buffer, sizeof buffer), 4);
  EXPECT_EQ(std::string(buffer, 4), "ping");

  ASSERT_EQ(platform::sendSome(served, "pong"), 4);
  platform::shutdownSending(served);
  std::string received;
  for (int got = 0; (got = client.receiveBytes(buffer, sizeof buffer)) > 0;)
    received.append(buffer, static_cast<std::size_t>(got));
  EXPECT_EQ(received, "pong");  // then 0: the end of the stream

  client.close();
  ASSERT_TRUE(readyWithin(served, 5s));
  EXPECT_EQ(platform::receiveSome(served, buffer, sizeof buffer), platform::PeerClosed);
  platform::closeSocket(served);
  platform::closeSocket(*listening);
}

TEST(PlatformSocket, APortInUseIsRefusedWithTheAddressAndTheSystemsReason) {
  const auto first = platform::listenOn("127.0.0.1", 0);
  ASSERT_TRUE(first.has_value()) << first.error();
  const std::uint16_t port = platform::localPort(*first);
  const auto second = platform::listenOn("127.0.0.1", port);
  ASSERT_FALSE(second.has_value());
  EXPECT_EQ(second.error(), "cannot listen on 127.0.0.1:" + std::to_string(port) +
                                ": Address already in use");  // strerror(EADDRINUSE), glibc
  platform::closeSocket(*first);
}

}  // namespace
