// dxkit fixture: Shader Model 5.1 bindings with register spaces, unbounded arrays and a UAV with a counter.
Texture2D<float4> textures[] : register(t0, space2);
RWStructuredBuffer<uint> counted : register(u1, space1);
struct P { float4 v; };
ConstantBuffer<P> cb : register(b0, space3);
RWByteAddressBuffer raw : register(u0);
SamplerState s : register(s2);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint n = counted.IncrementCounter();
    raw.Store(id.x * 4, asuint(textures[n].SampleLevel(s, cb.v.xy, 0).x));
}
