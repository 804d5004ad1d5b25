#!/usr/bin/env node
console.log('routier 0.1.0');
