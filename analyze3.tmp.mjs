import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
const r = await esbuild.build({ entryPoints: ['widgets/cart/elements/resort-minicart.ts'], bundle: true, minify: true, format: 'esm', splitting: true, write: false, metafile: true, jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, outdir: '/tmp/an3' });
for (const [name, o] of Object.entries(r.metafile.outputs)) {
  const file = r.outputFiles.find(f => f.path.endsWith(name.split('/').pop()));
  console.log(name, o.bytes, 'gz', gzipSync(file.contents, {level: 9}).length);
  for (const [k,v] of Object.entries(o.inputs).filter(([k]) => !k.includes('react-dom')).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput).slice(0,30)) console.log('   ', String(v.bytesInOutput).padStart(7), k);
}
