//! The web app's entry point: renders `App`. Built for wasm32 by scripts/wasm.mjs.

#[cfg(target_arch = "wasm32")]
/// talc: a smaller allocator than the standard dlmalloc (about 3 KB less Wasm, gzipped).
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    // The page's language first (its words fetched when it is not English), so that the first
    // render is in it.
    wasm_bindgen_futures::spawn_local(async {
        let chosen = kemps::ui::storage::current().settings.lang;
        kemps::ui::lang::start(chosen).await;
        yew::Renderer::<kemps::ui::App>::new().render();
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Kemps runs in the browser: use scripts/play to build and serve it.");
    std::process::exit(2);
}
