// Captures a real offer and answer from this machine's Chromium: two contexts, one
// RTCPeerConnection each with one data channel, no ICE servers, every candidate gathered.
// Writes them to tests/golden/sdp/, which src/friends/net's tests read (`Connection::from_sdp`).
//   cd e2e && node sdp_samples.mjs
// The round trip through the invite and reply links is tested in tests/wasm_browser/net.rs, in
// the same Chromium, on live connections.
import { writeFileSync } from 'node:fs';
import { launch } from './browser.mjs';

const GOLDEN = new URL('../tests/golden/sdp/', import.meta.url);

/** In the page: the local description once gathering is complete. */
async function described(page, make) {
  return page.evaluate(async ([make, offer]) => {
    const pc = new RTCPeerConnection();
    window.pc = pc;
    if (make === 'offer') {
      pc.createDataChannel('kemps');
    } else {
      await pc.setRemoteDescription({ type: 'offer', sdp: offer });
    }
    await pc.setLocalDescription(make === 'offer' ? await pc.createOffer() : await pc.createAnswer());
    await new Promise((resolve) => {
      if (pc.iceGatheringState === 'complete') resolve();
      pc.addEventListener('icegatheringstatechange', () => { if (pc.iceGatheringState === 'complete') resolve(); });
    });
    return pc.localDescription.sdp;
  }, make);
}

const browser = await launch([], { full: true });
try {
  const host = await (await browser.newContext()).newPage();
  const friend = await (await browser.newContext()).newPage();
  const offer = await described(host, ['offer', null]);
  const answer = await described(friend, ['answer', offer]);
  writeFileSync(new URL('chromium-offer.sdp', GOLDEN), offer);
  writeFileSync(new URL('chromium-answer.sdp', GOLDEN), answer);
  console.log(offer, '\n', answer);
} finally {
  await browser.close();
}
