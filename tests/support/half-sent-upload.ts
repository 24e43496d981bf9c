import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * Starts an anonymous 8 MB multipart upload to `url` and sends only its first kilobyte; resolves
 * with the status the server answers while the rest is still on the way. A server that reads the
 * whole body before it checks the token never answers (the test's timeout says so).
 */
export function halfSentUpload(url: URL): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = send(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=xyz',
        'Content-Length': String(8 * 1024 * 1024),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.write(Buffer.alloc(1024, 'x'));
  });
}
