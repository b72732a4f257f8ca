# syntax=docker/dockerfile:1.20
# One static image per frontend, from the repo root:
#   docker build -f frontends.Dockerfile --build-arg APP=mfe-shop .
ARG NODE_IMAGE=node:20.19-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
ARG APP

# The install steps match services/Dockerfile line for line, so the two share the `npm ci` layer.
FROM ${NODE_IMAGE} AS build
ARG NPM_VERSION=11.19.1
RUN --mount=type=cache,target=/root/.npm npm install -g npm@${NPM_VERSION}
WORKDIR /app
COPY --parents package.json package-lock.json .npmrc packages/*/package.json services/*/package.json shell/package.json mfe-*/package.json e2e/package.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
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
USER 101
COPY gateway/templates/static.conf.template /etc/nginx/templates/default.conf.template
ENV STATIC_PORT=8080 STATIC_ROOT=/usr/share/nginx/html STATIC_FALLBACK="=404"
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${STATIC_PORT}/mf-manifest.json" || exit 1

# STATIC_FALLBACK per app: the shell answers unknown paths with index.html (client-side routes);
# a remote answers 404. The last stage is the one named by APP.
FROM static AS shell
ENV STATIC_FALLBACK=/index.html
FROM static AS mfe-content
FROM static AS mfe-shop
FROM static AS mfe-events
FROM static AS mfe-account
FROM static AS mfe-admin

FROM ${APP:?required}
