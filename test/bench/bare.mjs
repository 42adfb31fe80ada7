// The floor of the bench: node:http answering stored bytes, no routing, no database. Arguments: port, and a
// JSON file mapping each request URL to the exact status, headers and body (base64) our server answered.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, answersFile] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8'))).map(([url, { status, headers, body }]) => [
    url,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  request.resume();
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}).listen(Number(port), '127.0.0.1');
