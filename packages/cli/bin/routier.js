#!/usr/bin/env node
// Committed shim so `npm install` can link the binary before the first build; the code lives in dist/.
import '../dist/bin/routier.js';
