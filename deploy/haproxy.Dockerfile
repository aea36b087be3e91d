# The load balancer of compose.yaml: Debian bookworm's HAProxy, the package `npm test` runs the
# multi-process test on (apps/api/test/cluster/), with deploy/haproxy.cfg.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends haproxy \
  && rm -rf /var/lib/apt/lists/*
COPY haproxy.cfg /etc/haproxy/vanbid.cfg
USER haproxy
EXPOSE 8080
# -db: in the foreground, logging to stdout; SIGUSR1 (compose's stop signal) lets open
# connections finish before it exits.
CMD ["haproxy", "-db", "-f", "/etc/haproxy/vanbid.cfg"]
