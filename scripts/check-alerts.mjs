#!/usr/bin/env node
// @ts-check
// `npm test` step: the ops profile's Prometheus files with promtool (scripts/setup.mjs --test takes it
// from Debian's prometheus package): the scrape config, the alert rules, and the rules' unit tests (alerts.test.yml:
// every alert fires on made-up series of its failure and stays quiet on healthy ones).
import { join } from 'node:path';
import { run } from './lib/run.mjs';
import { PROMTOOL, ROOT } from './lib/paths.mjs';

const dir = join(ROOT, 'ops', 'prometheus');
run(PROMTOOL, ['check', 'config', join(dir, 'prometheus.yml')], { label: 'promtool check config' });
run(PROMTOOL, ['check', 'rules', join(dir, 'alerts.yml')], { label: 'promtool check rules' });
run(PROMTOOL, ['test', 'rules', join(dir, 'alerts.test.yml')], { label: 'promtool test rules' });
