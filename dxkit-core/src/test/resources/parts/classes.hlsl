// dxkit fixture: class linkage (IFCE), interface arrays and class instances with data.
interface iShade { float4 shade(float4 c); };
class cFlat : iShade { float4 tint; float4 shade(float4 c) { return c * tint; } };
class cHalf : iShade { float4 shade(float4 c) { return c * 0.5; } };
cbuffer Classes { cFlat flat; cHalf halver; };
iShade shaders[2];
float4 main(float4 c : COLOR) : SV_Target { return shaders[0].shade(c) + shaders[1].shade(c); }
