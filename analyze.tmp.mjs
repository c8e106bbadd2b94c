import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2];
const r = await esbuild.build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, format: 'esm', write: false, metafile: true, jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, outdir: '/tmp/an' });
const out = r.outputFiles[0];
console.log('total min', out.contents.length, 'gzip', gzipSync(out.contents, {level:9}).length);
const inputs = Object.entries(r.metafile.outputs[Object.keys(r.metafile.outputs)[0]].inputs);
for (const [k,v] of inputs.sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput).slice(0,15)) console.log(String(v.bytesInOutput).padStart(8), k);
