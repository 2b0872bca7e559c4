import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import zlib from 'node:zlib';
import { contractVersion, sharingPolicy } from './sharing.js';
import insertStylesheet from './style-insert.js';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

const resolve = {
  extensions: ['.ts', '.tsx', '.js', '.jsx'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

const sourceRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  },
});

// Pre-compressed copies, served as they are by the API: no compression work per request.
const compressedCopies = () => [
  new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].gz', algorithm: 'gzip', threshold: 1024 }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
  }),
];

/**
 * A line per quarter of a production build (`app: building 50 %`): a fresh
 * clone's first `npm start` builds every app for about a minute, which
 * would otherwise pass in silence. Nothing in development, where the dev
 * server reports its own rebuilds.
 */
const buildProgress = (name) => {
  let printed = 0;
  return new webpack.ProgressPlugin((fraction) => {
    const quarter = Math.floor(fraction * 4) * 25;
    if (quarter <= printed) return;
    printed = quarter;
    console.log(`${name}: building ${quarter} %`);
  });
};

/**
 * The HTML of an app's page; HtmlWebpackPlugin adds its scripts and
 * stylesheets. Given as text, not as a template file, which the plugin
 * would compile in a child compilation of its own: that compilation
 * inherits the federation plugin's shared modules but not the CSS
 * extraction, and fails on their CSS.
 */
const appPage = ({ title, preloadPageConfig }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${title}</title>${
      preloadPageConfig
        ? `
    <!-- The page config is asked for while the scripts load, not after: the first API call of every page. -->
    <link rel="preload" href="/api/page-config" as="fetch" crossorigin="anonymous" />`
        : ''
    }
  </head>
  <body>
    <noscript>Pulseboard needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

const optimization = (production) => ({
  minimize: production,
  minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: true, mangle: true } })],
});

/**
 * Webpack configuration shared by the host and the four remotes, so that the
 * build (loaders, minifier, federation settings) is defined once.
 *
 * A remote's production build emits only the container (remoteEntry.js and
 * the chunks it loads); its own entry, a minimal dev shell for running it alone,
 * is built in development only.
 */
export function createAppConfig({ dir, name, kind, port, exposes = {} }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = kind === 'host';
    const withHtml = isHost || !production;
    const publicPath = isHost ? '/' : production ? 'auto' : `http://localhost:${port}/`;
    // The host's page names its entry chunk, so in production that name can carry the content's hash.
    const entryFilename = isHost && production ? '[name].[contenthash:10].js' : '[name].js';

    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: withHtml ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        // Every chunk a page names or loads is content-hashed and cached for
        // good; a remote's remoteEntry.js, the address the shell is given,
        // keeps its name and is served no-cache.
        filename: entryFilename,
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: `pulseboard_${name}`,
        clean: true,
      },
      resolve,
      module: {
        rules: [
          sourceRule(production),
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: { modules: { localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[name]_[local]`, namedExport: false, exportLocalsConvention: 'as-is' } },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, 'css-loader'],
          },
        ],
      },
      plugins: [
        // webpack's own container: a remote's remoteEntry.js defines a global
        // container the shell loads and initialises with the page's share scope
        // (host/src/remotes/containers.ts). Its runtime is about 3 KB gzip,
        // against about 45 KB for @module-federation/enhanced's (docs/architecture.md).
        new webpack.container.ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharingPolicy(),
        }),
        // Each chunk's CSS is a stylesheet of its own, loaded beside the chunk's script (the chunk
        // counts as loaded once both are): no CSS travels or runs as JavaScript. Its link goes where
        // style-insert.js says: the head, or a script embed's shadow roots.
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
          insert: insertStylesheet,
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __PULSEBOARD_CONTRACT__: JSON.stringify(contractVersion()),
        }),
        ...(production ? [...compressedCopies(), buildProgress(name)] : []),
        ...(withHtml
          ? [
              new HtmlWebpackPlugin({
                templateContent: appPage({ title: isHost ? 'Pulseboard' : `${name} (standalone)`, preloadPageConfig: isHost }),
                scriptLoading: 'defer',
                chunks: ['main'],
                // In development the entry's name is stable: the query tells a new build apart.
                hash: !production,
              }),
            ]
          : []),
      ],
      optimization: optimization(production),
      performance: { hints: false },
      // publicPath 'auto': a remote resolves its chunks from wherever its remoteEntry.js was loaded.
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/register', '/login', '/logout', '/password', '/broadcasting', '/healthz', '/remotes'], target: API_ORIGIN }],
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A second federation host of an app, for other sites' pages (the host's
 * script embed): the app's loaders and sharing policy, its entry's chunks
 * under `dist/<folder>/`, loaded from wherever its main.js was (publicPath
 * `auto`), no HTML. Built after the app (`after`), whose first build
 * empties dist.
 */
export function createPageHostConfig({ dir, name, entry, folder, after }) {
  const app = createAppConfig({ dir, name, kind: 'host' });
  return (env, argv) => {
    const config = app(env, argv);
    return {
      ...config,
      dependencies: [after],
      entry: { main: entry },
      // Other sites' pages load main.js by its plain address (embed.js), so it keeps its name.
      output: { ...config.output, filename: '[name].js', path: path.join(dir, 'dist', folder), publicPath: 'auto' },
      plugins: config.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin)),
      devServer: undefined,
    };
  };
}

/**
 * A script other sites' pages load by its plain address (the host's
 * embed.js): one file of its own under a stable name, without React, the
 * federation runtime or chunks, written beside the app it belongs to.
 * It is built after that app (`after`, the app's name), whose first build
 * empties the folder.
 */
export function createScriptConfig({ dir, name, entry, after }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name,
      dependencies: [after],
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { [name]: entry },
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: { path: path.join(dir, 'dist'), filename: '[name].js', uniqueName: `pulseboard_${name}`, clean: false },
      resolve,
      module: { rules: [sourceRule(production)] },
      plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }), ...(production ? compressedCopies() : [])],
      optimization: optimization(production),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
