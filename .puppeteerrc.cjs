// pa11y brings Puppeteer; the tests drive Debian's Chromium instead of a downloaded one.
module.exports = { skipDownload: true };
