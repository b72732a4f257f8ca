// @ts-check
// The main nginx.conf of every nginx the project runs on its own (the local stack, the gateway's
// tests, the bench's static ceiling), so they all behave the same wherever the checkout lives.
const { execFileSync } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');

/**
 * Started as root, nginx runs its workers as `www-data` (or `nobody`), which cannot read a checkout
 * in a folder only its owner may enter (a home folder): the site would be blank. Workers run as the
 * user who starts the stack instead. Not root: nginx cannot switch users and keeps its own.
 * @returns {string}
 */
function userDirective() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return '';
  const group = execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  return `user ${os.userInfo().username} ${group};`;
}

/**
 * @param {{ dir: string, include: string[], workers?: number | 'auto', errorLog?: string, http?: string }} options
 *   dir: nginx's prefix (pid and temp files go there); include: server configs; http: more http directives
 * @returns {string}
 */
function nginxMainConfig({ dir, include, workers = 'auto', errorLog = 'warn', http = '' }) {
  const temp = path.join(dir, 'temp');
  return `# Rendered by scripts/lib/nginx.cjs.
daemon off;
${userDirective()}
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log stderr ${errorLog};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path ${path.join(temp, 'body')};
  proxy_temp_path ${path.join(temp, 'proxy')};
  fastcgi_temp_path ${path.join(temp, 'fastcgi')};
  uwsgi_temp_path ${path.join(temp, 'uwsgi')};
  scgi_temp_path ${path.join(temp, 'scgi')};
  ${http}
${include.map((file) => `  include ${file};`).join('\n')}
}
`;
}

module.exports = { nginxMainConfig, userDirective };
