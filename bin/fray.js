#!/usr/bin/env node
import '../dist/fray.js';
