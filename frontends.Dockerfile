# syntax=docker/dockerfile:1.10
# One static image per frontend, from the repo root:
#   docker build -f frontends.Dockerfile --build-arg APP=mfe-shop --build-arg VERSION=$(git rev-parse --short HEAD) .
# Base images are pinned to exact tags (no registry is reachable to resolve digests when this is
# written; a deployment that mirrors images should pin the digests it pulled): Node 20.20.2 is the
# version the project is tested with, nginx-unprivileged runs as uid 101 on port 8080.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28.0-alpine
ARG APP

# Only the workspace manifests and the lockfile, so the `npm ci` layer below is reused until one of
# them changes (the stage reruns on any change, but its output is identical).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /out \; \
 && cp package-lock.json .npmrc /out/

FROM ${NODE_IMAGE} AS build
ARG NPM_VERSION=11.19.1
RUN --mount=type=cache,target=/root/.npm npm install -g npm@${NPM_VERSION}
WORKDIR /app
COPY --from=manifests /out ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.node.json tsconfig.web.json ./
COPY packages packages
ARG APP
COPY ${APP} ${APP}
RUN case "$APP" in shell|mfe-content|mfe-shop|mfe-events|mfe-account|mfe-admin) ;; \
      *) echo "build arg APP must be shell or mfe-content|shop|events|account|admin" >&2; exit 1 ;; esac \
 && npx tsc -b packages/platform packages/contracts \
 && cd "$APP" && npx webpack --mode production

# The official nginx entrypoint renders /etc/nginx/templates/*.template into conf.d at start.
FROM ${NGINX_IMAGE} AS static
ARG APP
USER root
RUN rm -rf /etc/nginx/conf.d/default.conf /usr/share/nginx/html/*
COPY gateway/templates/static.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
USER 101
ENV STATIC_PORT=8080 STATIC_ROOT=/usr/share/nginx/html STATIC_FALLBACK="=404"
EXPOSE 8080

FROM static AS shell
ENV STATIC_FALLBACK=/index.html
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${STATIC_PORT}/index.html" || exit 1

# A remote serves every published version from /srv/versions (mount a volume there to keep them
# across deploys): /<VERSION>/… and, for unversioned paths, this image's own build.
FROM static AS remote
ARG VERSION=dev
USER root
RUN mkdir -p /srv/versions && chown 101:0 /srv/versions && chmod 0775 /srv/versions
COPY --chmod=0755 gateway/static-entrypoint.d/30-publish-version.sh /docker-entrypoint.d/30-publish-version.sh
USER 101
ENV VERSION=${VERSION} VERSIONS_DIR=/srv/versions STATIC_ROOT=/srv/versions KEEP_VERSIONS=10
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${STATIC_PORT}/${VERSION}/mf-manifest.json" || exit 1

# The last stage is the one named by APP.
FROM remote AS mfe-content
FROM remote AS mfe-shop
FROM remote AS mfe-events
FROM remote AS mfe-account
FROM remote AS mfe-admin

FROM ${APP}
